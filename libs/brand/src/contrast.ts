/**
 * WCAG 2.2 contrast of a brand's theme: relative luminance, contrast ratio, the token pairs the components draw
 * one on the other, and the pairs that fall short. Pure functions, so the generator, `brand:check` and the build
 * can all use them.
 */
import type { ThemeTokens } from './schema';

export type ThemeColors = ThemeTokens['colors'];
export type ThemeColorToken = keyof ThemeColors;

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

const number = (text: string, percentOf: number) => {
  const value = Number.parseFloat(text);
  return text.trim().endsWith('%') ? (value / 100) * percentOf : value;
};

/** A colour as brand.json allows it (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(a)(), hsl(a)()); undefined for anything else. */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!fn) return undefined;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((part) => !/^-?\d+(\.\d+)?%?$/.test(part))) return undefined;
  const alpha = parts[3] === undefined ? 1 : number(parts[3], 1);
  if (fn[1]!.startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((part) => number(part, 255)) as [number, number, number];
    if ([r, g, b].some((channel) => channel < 0 || channel > 255)) return undefined;
    return { r, g, b, a: alpha };
  }
  const [r, g, b] = hslToRgb(Number.parseFloat(parts[0]!), number(parts[1]!, 1), number(parts[2]!, 1));
  return { r, g, b, a: alpha };
}

/** WCAG relative luminance of an opaque colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG contrast ratio (1 … 21) of a foreground over a background, both CSS colours as brand.json allows. */
export function contrastRatio(foreground: string, background: string): number {
  const bottom = parseColor(background);
  const top = parseColor(foreground);
  if (!bottom || !top) throw new Error(`contrastRatio: "${bottom ? foreground : background}" is not a colour`);
  const opaqueBottom = over(bottom, { r: 255, g: 255, b: 255, a: 1 });
  const [a, b] = [relativeLuminance(over(top, opaqueBottom)), relativeLuminance(opaqueBottom)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export interface ContrastPair {
  foreground: ThemeColorToken;
  background: ThemeColorToken;
  /** 4.5 for text (WCAG 1.4.3), 3 for input borders and focus rings (WCAG 1.4.11). */
  minimum: number;
  /** Where the components draw this pair. */
  use: string;
}

/** The pairs the components draw one on the other (libs/ui and the features' .css.ts files). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5, use: 'body text on the page' },
  { foreground: 'text', background: 'surface', minimum: 4.5, use: 'text on cards, sheets and inputs' },
  { foreground: 'textMuted', background: 'background', minimum: 4.5, use: 'secondary text on the page' },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5, use: 'secondary text on cards' },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5, use: 'primary buttons' },
  { foreground: 'onSecondary', background: 'secondary', minimum: 4.5, use: 'secondary buttons and badges' },
  { foreground: 'headerText', background: 'headerBackground', minimum: 4.5, use: 'the header' },
  { foreground: 'footerText', background: 'footerBackground', minimum: 4.5, use: 'footer tabs' },
  { foreground: 'footerActive', background: 'footerBackground', minimum: 4.5, use: 'the active footer tab' },
  { foreground: 'primary', background: 'surface', minimum: 4.5, use: 'links and text buttons' },
  { foreground: 'border', background: 'surface', minimum: 3, use: 'input borders' },
  { foreground: 'primary', background: 'surface', minimum: 3, use: 'focus rings' },
];

export interface ContrastResult extends ContrastPair {
  /** Two decimals; a failing ratio is rounded down, so it never reads as its minimum. */
  ratio: number;
  passes: boolean;
}

const shown = (ratio: number, passes: boolean) => (passes ? Math.round(ratio * 100) : Math.floor(ratio * 100)) / 100;

/** Every checked pair of a theme with its ratio. */
export function contrastReport(colors: ThemeColors, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): ContrastResult[] {
  return pairs.map((pair) => {
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    const passes = ratio >= pair.minimum;
    return { ...pair, ratio: shown(ratio, passes), passes };
  });
}

/** The pairs that fall short of their minimum: empty when the theme passes. */
export function failingContrastPairs(colors: ThemeColors, pairs: readonly ContrastPair[] = CONTRAST_PAIRS): ContrastResult[] {
  return contrastReport(colors, pairs).filter((result) => !result.passes);
}

/** One line per pair, e.g. "textMuted on surface: 3.2:1, needs 4.5:1 (secondary text on cards)". */
export function describeContrast(result: ContrastResult): string {
  return `${result.foreground} on ${result.background}: ${result.ratio}:1, needs ${result.minimum}:1 (${result.use})`;
}
