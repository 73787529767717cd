import { contrastRatio, failingContrastPairs, parseColor, describeContrast, type ThemeColors } from '@playdeck/brand/schema';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

export function toHex(color: string): string {
  const rgb = parseColor(color);
  if (!rgb) throw new Error(`toHex: "${color}" is not a colour`);
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function toHsl(color: string): Hsl {
  const { r, g, b } = parseColor(color)!;
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: h * 60, s, l };
}

const hsl = ({ h, s, l }: Hsl) => toHex(`hsl(${h.toFixed(2)}, ${(clamp(s) * 100).toFixed(2)}%, ${(clamp(l) * 100).toFixed(2)}%)`);

/** `start` made darker (or lighter) one step at a time until it reaches `minimum` against every background. */
function untilContrast(start: Hsl, backgrounds: string[], minimum: number, direction: 'darker' | 'lighter'): string {
  const step = direction === 'darker' ? -0.01 : 0.01;
  for (let l = start.l; l >= 0 && l <= 1; l += step) {
    const candidate = hsl({ ...start, l });
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

/** Whichever of near-black and white reads better on `background`; at least 4.5:1 against any opaque colour. */
function textOn(background: string): string {
  const dark = contrastRatio('#111827', background) >= 4.5 ? '#111827' : '#000000';
  return contrastRatio('#ffffff', background) >= contrastRatio(dark, background) ? '#ffffff' : dark;
}

export interface DerivedTheme {
  colors: ThemeColors;
  scheme: 'light' | 'dark';
  /** Set when the primary colour had to change to be readable as links, with the colour it became. */
  adjustedPrimary?: string;
}

const LIGHT_SURFACE = '#ffffff';

function lightColors(primary: string): ThemeColors {
  const { h, s } = toHsl(primary);
  const background = hsl({ h, s: Math.min(s, 0.25), l: 0.97 });
  const surface = LIGHT_SURFACE;
  const textMuted = untilContrast({ h, s: 0.12, l: 0.42 }, [background, surface], 4.5, 'darker');
  const secondary = hsl({ h: h + 150, s: Math.max(s, 0.6), l: 0.45 });
  return {
    primary,
    onPrimary: textOn(primary),
    secondary,
    onSecondary: textOn(secondary),
    background,
    surface,
    surfaceAlt: hsl({ h, s: Math.min(s, 0.6), l: 0.94 }),
    text: '#111827',
    textMuted,
    border: untilContrast({ h, s: 0.1, l: 0.6 }, [surface], 3, 'darker'),
    success: '#047857',
    warning: '#b45309',
    danger: '#b91c1c',
    headerBackground: primary,
    headerText: textOn(primary),
    footerBackground: surface,
    footerText: textMuted,
    footerActive: primary,
    overlay: 'rgba(17, 24, 39, 0.6)',
  };
}

function darkSurfaces(primary: string) {
  const { h, s } = toHsl(primary);
  const tint = Math.min(s, 0.5) * 0.6;
  return {
    header: hsl({ h, s: tint, l: 0.09 }),
    background: hsl({ h, s: tint, l: 0.07 }),
    surface: hsl({ h, s: tint, l: 0.12 }),
    surfaceAlt: hsl({ h, s: tint, l: 0.18 }),
  };
}

function darkColors(primary: string): ThemeColors {
  const { h, s } = toHsl(primary);
  const { header, background, surface, surfaceAlt } = darkSurfaces(primary);
  const textMuted = untilContrast({ h, s: 0.25, l: 0.72 }, [background, surface, header], 4.5, 'lighter');
  const secondary = hsl({ h: h + 150, s: Math.max(s, 0.6), l: 0.6 });
  return {
    primary,
    onPrimary: textOn(primary),
    secondary,
    onSecondary: textOn(secondary),
    background,
    surface,
    surfaceAlt,
    text: '#f8fafc',
    textMuted,
    border: untilContrast({ h, s: 0.2, l: 0.4 }, [surface], 3, 'lighter'),
    success: '#34d399',
    warning: '#fbbf24',
    danger: '#f87171',
    headerBackground: header,
    headerText: primary,
    footerBackground: header,
    footerText: textMuted,
    footerActive: primary,
    overlay: 'rgba(0, 0, 0, 0.7)',
  };
}

/**
 * A theme built around the operator's primary colour that passes the contrast check (CONTRAST_PAIRS): light
 * when the colour reads on white, dark when it reads on a dark surface only, and otherwise light with the colour
 * darkened (same hue) just enough to read as a link.
 */
export function deriveTheme(primaryColor: string): DerivedTheme {
  const primary = toHex(primaryColor);
  let derived: DerivedTheme;
  if (contrastRatio(primary, LIGHT_SURFACE) >= 4.5) derived = { colors: lightColors(primary), scheme: 'light' };
  else if (contrastRatio(primary, darkSurfaces(primary).surface) >= 4.5) derived = { colors: darkColors(primary), scheme: 'dark' };
  else {
    const adjusted = untilContrast(toHsl(primary), [LIGHT_SURFACE], 4.5, 'darker');
    derived = { colors: lightColors(adjusted), scheme: 'light', adjustedPrimary: adjusted };
  }
  const failing = failingContrastPairs(derived.colors);
  // Cannot happen by construction; if a change above breaks that, no brand is written with an unreadable theme.
  if (failing.length > 0)
    throw new Error(`The theme derived from ${primaryColor} fails contrast: ${failing.map(describeContrast).join('; ')}`);
  return derived;
}

/** A shade of `color` further from `text`, for gradients that keep `text` readable. */
export function shadeAwayFrom(color: string, text: string): string {
  const base = toHsl(color);
  const lighterText = contrastRatio(text, '#000000') > contrastRatio(text, '#ffffff');
  return hsl({ ...base, l: clamp(base.l + (lighterText ? -0.12 : 0.12)) });
}
