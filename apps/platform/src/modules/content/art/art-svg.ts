import { hueColor } from '../images/brand-tint';

/** Small pieces the demo art is composed of. */

/** A stable 32-bit number from text (FNV-1a): picks each picture's layout, the same every time. */
export function artHash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/** A sequence of numbers in [0, 1) from a seed, for placing decorations. */
export function scatter(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export const svgOf = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const w = r * 0.28;
  return `<path d="M${x} ${y - r}Q${x + w} ${y - w} ${x + r} ${y}Q${x + w} ${y + w} ${x} ${y + r}Q${x - w} ${y + w} ${x - r} ${y}Q${x - w} ${y - w} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

const GOLD_HUE = 48;
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/**
 * The hue coins and crowns are drawn in: of the brand's hues, the one nearest gold. Every colour of the art
 * stays on the brand's hues (no brand shows another's colours), and a brand with a warm hue gets gold.
 */
export const metalHue = (hues: readonly number[]): number =>
  hues.reduce((best, hue) => (hueDistance(hue, GOLD_HUE) < hueDistance(best, GOLD_HUE) ? hue : best));

/** A coin seen slightly from the side: rim, face (url(#coin), metalGradient) and an engraved ring. */
export function coin(x: number, y: number, r: number, hue: number): string {
  return (
    `<ellipse cx="${x}" cy="${y + r * 0.12}" rx="${r}" ry="${r * 0.92}" fill="${hueColor(hue, 0.88, 0.33)}"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.92}" fill="url(#coin)"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${r * 0.68}" ry="${r * 0.62}" fill="none" stroke="${hueColor(hue, 1, 0.9)}" stroke-opacity="0.7" stroke-width="${Math.max(1.5, r * 0.08)}"/>`
  );
}

/** The metal's gradient in `hue`, referenced as url(#coin). */
export const metalGradient = (hue: number) =>
  `<linearGradient id="coin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hueColor(hue, 1, 0.83)}"/><stop offset="0.5" stop-color="${hueColor(hue, 0.95, 0.53)}"/><stop offset="1" stop-color="${hueColor(hue, 0.9, 0.4)}"/></linearGradient>`;

/** Light rays fanning out from (cx, cy), as one path. */
export function rays(cx: number, cy: number, length: number, count: number, turn: number): string {
  let data = '';
  const spread = Math.PI / count / 2;
  for (let index = 0; index < count; index++) {
    const angle = turn + (index * 2 * Math.PI) / count;
    const point = (a: number) => `${(cx + Math.cos(a) * length).toFixed(1)} ${(cy + Math.sin(a) * length).toFixed(1)}`;
    data += `M${cx} ${cy}L${point(angle - spread)}L${point(angle + spread)}Z`;
  }
  return data;
}
