import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';
import * as styles from './qr-code.css';
import { QR_OPTIONS } from './qr-matrix';

/** The dark modules the drawn path covers, read back from its `M x,y h w v1 h-w z` runs. */
function modulesOf(svg: SVGElement): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, width] of d.matchAll(/M(\d+),(\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx += 1) grid[Number(y)]![Number(x) + dx] = true;
  }
  return grid;
}

describe('QrCode', () => {
  it('draws exactly the QR code of its URL, with an accessible name', () => {
    const url = 'https://download.playdeck.test/playdeck.ipa';
    render(<QrCode value={url} label="QR code for the iOS app" />);
    const svg = screen.getByRole('img', { name: 'QR code for the iOS app' }) as unknown as SVGElement;
    expect(modulesOf(svg)).toEqual(encode(url, QR_OPTIONS).data);
  });

  it('changes with the URL', () => {
    const { rerender } = render(<QrCode value="https://download.playdeck.test/playdeck.apk" label="code" />);
    const first = screen.getByRole('img').querySelector('path')!.getAttribute('d');
    rerender(<QrCode value="https://get.luckystar.test/luckystar.apk" label="code" />);
    const svg = screen.getByRole('img') as unknown as SVGElement;
    expect(svg.querySelector('path')!.getAttribute('d')).not.toBe(first);
    expect(modulesOf(svg)).toEqual(encode('https://get.luckystar.test/luckystar.apk', QR_OPTIONS).data);
  });

  it('has the three finder squares of a QR code', () => {
    render(<QrCode value="https://x.test/a.apk" label="code" />);
    const grid = modulesOf(screen.getByRole('img') as unknown as SVGElement);
    const size = grid.length;
    const border = QR_OPTIONS.border;
    // Each finder pattern's top row: seven dark modules.
    for (const [row, column] of [
      [border, border],
      [border, size - border - 7],
      [size - border - 7, border],
    ] as const) {
      expect(grid[row]!.slice(column, column + 7)).toEqual(Array(7).fill(true));
    }
    // The quiet zone stays light.
    expect(grid[0]!.every((dark) => !dark)).toBe(true);
  });

  it('says what it encodes and how many dark modules it draws; small by default, large when asked', () => {
    const payload = 'DEMOQR|PLAYDECK|D20261123000001';
    const { rerender } = render(<QrCode value={payload} label="pay" data-testid="code" />);
    const svg = screen.getByTestId('code');
    expect(svg.dataset.qrValue).toBe(payload);
    expect(Number(svg.dataset.modules)).toBe(encode(payload, QR_OPTIONS).data.flat().filter(Boolean).length);
    expect(svg.getAttribute('class')).toBe(styles.sizes.small);
    rerender(<QrCode value={payload} label="pay" size="large" data-testid="code" />);
    expect(svg.getAttribute('class')).toBe(styles.sizes.large);
  });
});
