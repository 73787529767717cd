import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrDrawing } from './qr-matrix';

describe('qrDrawing', () => {
  it('draws every dark module of the encoded matrix and nothing else', () => {
    const payload = 'DEMOQR|PLAYDECK|D20261123000001';
    const { size, data } = encode(payload, { ecc: 'M', border: 2 });
    const drawing = qrDrawing(payload);
    const dark = data.flat().filter(Boolean).length;
    expect(drawing.size).toBe(size);
    expect(drawing.darkModules).toBe(dark);
    const drawnWidth = [...drawing.path.matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(drawnWidth).toBe(dark);
  });

  it('gives different drawings for different payloads', () => {
    expect(qrDrawing('PAY|A').path).not.toBe(qrDrawing('PAY|B').path);
  });
});
