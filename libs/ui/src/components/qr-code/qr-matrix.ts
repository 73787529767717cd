import { encode } from 'uqr';

/** Medium error correction survives a scuffed screen; two quiet modules are enough on the white tile. */
export const QR_OPTIONS = { ecc: 'M', border: 2 } as const;

export interface QrDrawing {
  /** Modules per side, quiet zone included. */
  size: number;
  /** Dark modules, counted for the drawing's data attribute (a code with none draws nothing). */
  darkModules: number;
  /** One SVG path of the dark modules, a rectangle per horizontal run, in module units. */
  path: string;
}

/** The QR code of `text` as an SVG path. */
export function qrDrawing(text: string): QrDrawing {
  const { size, data } = encode(text, QR_OPTIONS);
  const runs: string[] = [];
  let darkModules = 0;
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      darkModules += x - start;
      runs.push(`M${start},${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, darkModules, path: runs.join('') };
}
