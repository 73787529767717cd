/**
 * Demo art in a brand's own colours: a design colour keeps its lightness and saturation (the art's light and
 * dark parts stay where the design put them) and takes the brand's hue, so no brand shows another brand's
 * colours. The brand's hues are its theme's primary and secondary colours (brand.json).
 */
export interface BrandHues {
  primary: number;
  secondary: number;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hexToHsl(hex: string): Hsl {
  const value = parseInt(hex.replace('#', '').slice(0, 6), 16);
  const [r, g, b] = [16, 8, 0].map((shift) => ((value >> shift) & 0xff) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function hslToHex({ h, s, l }: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `#${[0, 8, 4].map((n) => channel(n).toString(16).padStart(2, '0')).join('')}`;
}

/** '#rrggbb' of a hue (0-360), saturation and lightness (0-1). */
export const hueColor = (hue: number, saturation: number, lightness: number): string => hslToHex({ h: hue, s: saturation, l: lightness });

/** The hue (0-360) of a '#rrggbb' colour. */
export const hueOfHex = (hex: string): number => hexToHsl(hex).h;

/** The saturation (0-1) of a '#rrggbb' colour: near 0 is grey, which has no hue to compare. */
export const saturationOfHex = (hex: string): number => hexToHsl(hex).s;

export const brandHues = (colors: { primary: string; secondary: string }): BrandHues => ({
  primary: hueOfHex(colors.primary),
  secondary: hueOfHex(colors.secondary),
});

/** `hex` redrawn in `hue`, with its own lightness and at least a little saturation (a grey would show no brand). */
export function tint(hex: string, hue: number): string {
  const { s, l } = hexToHsl(hex);
  return hslToHex({ h: hue, s: Math.max(s, 0.45), l: Math.min(Math.max(l, 0.12), 0.62) });
}

/** A design gradient in the brand's colours: its first stop in the primary hue, its second in the secondary. */
export function tintGradient([from, to]: readonly [string, string], hues: BrandHues): [string, string] {
  return [tint(from, hues.primary), tint(to, hues.secondary)];
}
