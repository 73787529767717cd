import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_SIDE, squareCrop } from './square-crop';

describe('squareCrop', () => {
  it('takes the centre square of a wide photo and shrinks it to 256', () => {
    expect(squareCrop(4000, 3000)).toEqual({ sourceX: 500, sourceY: 0, sourceSide: 3000, targetSide: AVATAR_MAX_SIDE });
  });

  it('takes the centre square of a tall photo', () => {
    expect(squareCrop(1080, 1920)).toEqual({ sourceX: 0, sourceY: 420, sourceSide: 1080, targetSide: 256 });
  });

  it('moves the square along the longer side by the focus, kept within the picture', () => {
    expect(squareCrop(1000, 600, { focus: 0 })).toMatchObject({ sourceX: 0, sourceY: 0 });
    expect(squareCrop(1000, 600, { focus: 1 })).toMatchObject({ sourceX: 400, sourceY: 0 });
    expect(squareCrop(1000, 600, { focus: 0.25 })).toMatchObject({ sourceX: 100 });
    expect(squareCrop(1000, 600, { focus: 7 })).toMatchObject({ sourceX: 400 });
    expect(squareCrop(600, 1000, { focus: -1 })).toMatchObject({ sourceX: 0, sourceY: 0 });
  });

  it('never enlarges a small picture', () => {
    expect(squareCrop(120, 80)).toEqual({ sourceX: 20, sourceY: 0, sourceSide: 80, targetSide: 80 });
    expect(squareCrop(256, 256)).toEqual({ sourceX: 0, sourceY: 0, sourceSide: 256, targetSide: 256 });
  });

  it('keeps to another maximum when given one', () => {
    expect(squareCrop(500, 500, { maxSide: 128 }).targetSide).toBe(128);
  });

  it('keeps the square inside the picture whatever its size', () => {
    for (const [width, height] of [
      [1, 1],
      [3, 7],
      [257, 256],
      [4032, 3024],
      [333, 1001],
    ] as const) {
      for (const focus of [0, 0.33, 0.5, 0.9, 1]) {
        const crop = squareCrop(width, height, { focus });
        expect(crop.sourceX + crop.sourceSide).toBeLessThanOrEqual(width);
        expect(crop.sourceY + crop.sourceSide).toBeLessThanOrEqual(height);
        expect(crop.sourceX).toBeGreaterThanOrEqual(0);
        expect(crop.sourceY).toBeGreaterThanOrEqual(0);
        expect(crop.sourceSide).toBe(Math.min(width, height));
        expect(crop.targetSide).toBeLessThanOrEqual(Math.min(AVATAR_MAX_SIDE, crop.sourceSide));
      }
    }
  });

  it('refuses a picture without size', () => {
    expect(() => squareCrop(0, 100)).toThrow(RangeError);
    expect(() => squareCrop(100, Number.NaN)).toThrow(RangeError);
  });
});
