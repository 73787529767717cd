import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';

/**
 * Text drawn as outlines (SVG paths) from Inter, an npm package: the rasteriser then needs no system font,
 * so the art is the same on every machine, including one with no fonts installed.
 */
export type Weight = 'bold' | 'semibold';

// Inter's subsets, in the order a character is looked up: Latin, then Latin Extended, then Vietnamese.
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'];
const WEIGHTS: Record<Weight, number> = { bold: 800, semibold: 600 };

const fontsDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
const loaded = new Map<Weight, Font[]>();

function fontsOf(weight: Weight): Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = SUBSETS.map((subset) => {
      const bytes = readFileSync(path.join(fontsDir(), `inter-${subset}-${WEIGHTS[weight]}-normal.woff`));
      return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

interface PlacedGlyph {
  font: Font;
  glyph: ReturnType<Font['charToGlyph']>;
}

/** Each character's glyph from the first subset that has it; a character none has is left out. */
function glyphsOf(text: string, weight: Weight): PlacedGlyph[] {
  const fonts = fontsOf(weight);
  return [...text.normalize('NFC')].flatMap((char) => {
    for (const font of fonts) {
      const glyph = font.charToGlyph(char);
      if (glyph.index !== 0) return [{ font, glyph }];
    }
    return [];
  });
}

/** The advance width of `text` at `size` pixels. */
export function textWidth(text: string, size: number, weight: Weight): number {
  return glyphsOf(text, weight).reduce((sum, { font, glyph }) => sum + ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm, 0);
}

/** The outline of one line of text as path data, its baseline at `y`, starting at `x` (or centred on it). */
export function textPathData(
  text: string,
  options: { x: number; y: number; size: number; weight: Weight; anchor?: 'start' | 'middle' },
): string {
  const { y, size, weight } = options;
  let x = options.anchor === 'middle' ? options.x - textWidth(text, size, weight) / 2 : options.x;
  let data = '';
  for (const { font, glyph } of glyphsOf(text, weight)) {
    data += glyph.getPath(x, y, size).toPathData(1);
    x += ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
  }
  return data;
}

/** Lines of at most `maxWidth`, words kept whole (a word longer than a line is cut); null when more than `maxLines` are needed. */
function wrap(text: string, size: number, weight: Weight, maxWidth: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, weight) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    if (lines.length > maxLines || textWidth(lines.at(-1)!, size, weight) > maxWidth) return null;
  }
  return lines;
}

/** `text` cut to fit `maxWidth` at `size`, ending in an ellipsis. */
function clipToWidth(text: string, size: number, weight: Weight, maxWidth: number): string {
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size, weight) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The largest size from `maxSize` down to `minSize` at which `text` wraps into `maxLines` lines of `maxWidth`;
 * at `minSize` what does not fit is cut with an ellipsis, so an operator's long title never leaves the image.
 */
export function fitText(
  text: string,
  box: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; weight: Weight },
): FittedText {
  const { maxWidth, maxLines, maxSize, minSize, weight } = box;
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrap(text, size, weight, maxWidth, maxLines);
    if (lines) return { lines, size };
  }
  const lines: string[] = [];
  let rest = text.split(/\s+/).filter(Boolean);
  while (rest.length && lines.length < maxLines) {
    let count = rest.length;
    while (count > 1 && textWidth(rest.slice(0, count).join(' '), minSize, weight) > maxWidth) count--;
    lines.push(rest.slice(0, count).join(' '));
    rest = rest.slice(count);
  }
  const last = rest.length ? `${lines.pop()!} ${rest.join(' ')}` : lines.pop()!;
  lines.push(textWidth(last, minSize, weight) > maxWidth || rest.length ? clipToWidth(last, minSize, weight, maxWidth) : last);
  return {
    lines: lines.map((line) => (textWidth(line, minSize, weight) > maxWidth ? clipToWidth(line, minSize, weight, maxWidth) : line)),
    size: minSize,
  };
}
