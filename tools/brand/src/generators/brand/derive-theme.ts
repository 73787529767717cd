import {
  contrastRatio,
  failingContrastPairs,
  parseColor,
  describeContrast,
  type ThemeColors,
  type ThemeTypography,
} from '@playdeck/brand/schema';

/** A type scale whose xl bold is not large text: a derived theme passes at 4.5:1 wherever a brand's scale could ask it. */
const STRICTEST_TYPOGRAPHY: ThemeTypography = {
  fontFamily: 'system-ui',
  fontSize: { xs: '11px', sm: '13px', md: '15px', lg: '16px', xl: '17px' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: '1.4',
};

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
  const step = direction === 'darker' ? -0.005 : 0.005;
  for (let l = start.l; l >= 0 && l <= 1; l += step) {
    const candidate = hsl({ ...start, l });
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

/** The shade of `start` (same hue and saturation) nearest to it in lightness that `passes`, darker and lighter tried in turn. */
function nearestShade(start: Hsl, passes: (color: string) => boolean): string {
  for (let offset = 0; offset <= 1; offset += 0.005) {
    for (const l of [start.l - offset, start.l + offset]) {
      if (l < 0 || l > 1) continue;
      const candidate = hsl({ ...start, l });
      if (passes(candidate)) return candidate;
    }
  }
  // Unreachable: black or white passes any of the predicates below.
  throw new Error(`nearestShade: no shade of ${hsl(start)} passes`);
}

/** Whichever of near-black and white reads better on `background`; at least 4.5:1 against any opaque colour. */
function textOn(background: string): string {
  const dark = contrastRatio('#111827', background) >= 4.5 ? '#111827' : '#000000';
  return contrastRatio('#ffffff', background) >= contrastRatio(dark, background) ? '#ffffff' : dark;
}

/**
 * The secondary colour, a hue 150° from the primary's, at the lightness nearest `lightness` where the primary's
 * text colour also reads on it at 4.5:1 (the home jackpot draws onPrimary over a secondary-to-primary gradient:
 * 3:1 would do at large text, 4.5:1 holds for any type scale the theme is given).
 */
function secondaryFor(primary: Hsl, onPrimary: string, lightness: number): { secondary: string; onSecondary: string } {
  const secondary = nearestShade({ h: primary.h + 150, s: Math.max(primary.s, 0.6), l: lightness }, (candidate) => {
    return contrastRatio(onPrimary, candidate) >= 4.5;
  });
  return { secondary, onSecondary: textOn(secondary) };
}

export interface DerivedTheme {
  colors: ThemeColors;
  scheme: 'light' | 'dark';
  /** Set when the primary colour had to change to be readable, with the colour it became. */
  adjustedPrimary?: string;
}

const LIGHT_SURFACE = '#ffffff';

/** The page, card and alternate surfaces of a light theme tinted by the operator's colour. */
function lightSurfaces({ h, s }: Hsl) {
  return {
    background: hsl({ h, s: Math.min(s, 0.25), l: 0.97 }),
    surface: LIGHT_SURFACE,
    surfaceAlt: hsl({ h, s: Math.min(s, 0.6), l: 0.94 }),
  };
}

/** A light theme around `primary`, which must already read at 4.5:1 on every light surface of `tone`. */
function lightColors(primary: string, tone: Hsl): ThemeColors {
  const { h, s } = tone;
  const { background, surface, surfaceAlt } = lightSurfaces(tone);
  const onPrimary = textOn(primary);
  // Greys tinted by the primary's hue, and neutral for a grey primary.
  const textMuted = untilContrast({ h, s: Math.min(s, 0.12), l: 0.42 }, [background, surface, surfaceAlt], 4.5, 'darker');
  return {
    primary,
    onPrimary,
    ...secondaryFor(tone, onPrimary, 0.45),
    background,
    surface,
    surfaceAlt,
    text: '#111827',
    textMuted,
    border: untilContrast({ h, s: Math.min(s, 0.1), l: 0.6 }, [surface, background], 3, 'darker'),
    success: '#047857',
    warning: '#b45309',
    danger: '#b91c1c',
    headerBackground: primary,
    headerText: onPrimary,
    footerBackground: surface,
    footerText: textMuted,
    footerActive: primary,
    overlay: 'rgba(17, 24, 39, 0.6)',
  };
}

/** The header (and footer), page, card and alternate surfaces of a dark theme tinted by the operator's colour. */
function darkSurfaces({ h, s }: Hsl) {
  const tint = Math.min(s, 0.5) * 0.6;
  return {
    header: hsl({ h, s: tint, l: 0.09 }),
    background: hsl({ h, s: tint, l: 0.07 }),
    surface: hsl({ h, s: tint, l: 0.12 }),
    surfaceAlt: hsl({ h, s: tint, l: 0.18 }),
  };
}

/** A dark theme around `primary`, which must already read at 4.5:1 on every dark surface of `tone`. */
function darkColors(primary: string, tone: Hsl): ThemeColors {
  const { h, s } = tone;
  const { header, background, surface, surfaceAlt } = darkSurfaces(tone);
  const onPrimary = textOn(primary);
  const textMuted = untilContrast({ h, s: Math.min(s, 0.25), l: 0.72 }, [background, surface, header, surfaceAlt], 4.5, 'lighter');
  return {
    primary,
    onPrimary,
    ...secondaryFor(tone, onPrimary, 0.6),
    background,
    surface,
    surfaceAlt,
    text: '#f8fafc',
    textMuted,
    border: untilContrast({ h, s: Math.min(s, 0.2), l: 0.4 }, [surface, background], 3, 'lighter'),
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

const readsOn = (color: string, backgrounds: Record<string, string>) =>
  Object.values(backgrounds).every((background) => contrastRatio(color, background) >= 4.5);

/**
 * A theme built around the operator's primary colour in which every pair of the contrast check (CONTRAST_PAIRS)
 * passes: light when the colour reads at 4.5:1 on the light page, cards and alternate surface, dark when it reads
 * on the dark ones, and otherwise the scheme that needs the smaller change of the colour's lightness (same hue and
 * saturation: darker on light, lighter on dark), which `adjustedPrimary` then reports.
 */
export function deriveTheme(primaryColor: string): DerivedTheme {
  const primary = toHex(primaryColor);
  const tone = toHsl(primary);
  const light = lightSurfaces(tone);
  const dark = darkSurfaces(tone);
  let derived: DerivedTheme;
  if (readsOn(primary, light)) derived = { colors: lightColors(primary, tone), scheme: 'light' };
  else if (readsOn(primary, dark)) derived = { colors: darkColors(primary, tone), scheme: 'dark' };
  else {
    const darker = untilContrast(tone, Object.values(light), 4.5, 'darker');
    const lighter = untilContrast(tone, Object.values(dark), 4.5, 'lighter');
    const change = (color: string) => Math.abs(toHsl(color).l - tone.l);
    derived =
      change(darker) <= change(lighter)
        ? { colors: lightColors(darker, tone), scheme: 'light', adjustedPrimary: darker }
        : { colors: darkColors(lighter, tone), scheme: 'dark', adjustedPrimary: lighter };
  }
  const failing = failingContrastPairs(derived.colors, STRICTEST_TYPOGRAPHY);
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
