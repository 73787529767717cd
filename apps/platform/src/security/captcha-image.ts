import { randomInt } from 'node:crypto';
import { encodeGreyscalePng } from './png';

/** 5×7 digit glyphs, one 5-bit row each. */
const GLYPHS: Record<string, number[]> = {
  '0': [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
  '1': [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;
const CELL = 22;

const between = (min: number, max: number) => min + randomInt(max - min + 1);

function drawGlyph(pixels: Uint8Array, glyph: number[], left: number, top: number) {
  const shear = between(-30, 30) / 100;
  const ink = between(10, 90);
  const middle = (7 * SCALE) / 2;
  for (let gy = 0; gy < 7 * SCALE; gy++) {
    for (let x = left - 6; x < left + 5 * SCALE + 6; x++) {
      const gx = x - left - shear * (gy - middle);
      const column = Math.floor(gx / SCALE);
      if (column < 0 || column > 4 || x < 0 || x >= WIDTH) continue;
      const y = top + gy;
      if (y < 0 || y >= HEIGHT) continue;
      if ((glyph[Math.floor(gy / SCALE)]! >> (4 - column)) & 1) pixels[y * WIDTH + x] = ink;
    }
  }
}

function drawLine(pixels: Uint8Array) {
  const [x0, y0, x1, y1] = [0, between(0, HEIGHT - 1), WIDTH - 1, between(0, HEIGHT - 1)];
  const shade = between(60, 150);
  for (let x = x0; x <= x1; x++) {
    const y = Math.round(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0) + 2 * Math.sin(x / 9));
    if (y >= 0 && y < HEIGHT) pixels[y * WIDTH + x] = shade;
  }
}

/** A distorted image of `code` (digits) as base64 PNG: speckled background, sheared jittered glyphs, crossing lines. */
export function renderCaptchaPng(code: string): string {
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let i = 0; i < pixels.length; i++) pixels[i] = between(215, 255);
  const left = Math.floor((WIDTH - code.length * CELL) / 2);
  [...code].forEach((digit, index) => {
    const glyph = GLYPHS[digit];
    if (!glyph) throw new Error(`captcha glyph for ${digit} missing`);
    drawGlyph(pixels, glyph, left + index * CELL + between(-2, 2), between(2, HEIGHT - 7 * SCALE - 2));
  });
  for (let i = 0; i < 3; i++) drawLine(pixels);
  for (let i = 0; i < 120; i++) pixels[randomInt(pixels.length)] = between(40, 200);
  return encodeGreyscalePng(WIDTH, HEIGHT, pixels).toString('base64');
}
