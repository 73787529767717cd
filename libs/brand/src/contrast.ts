/**
 * WCAG 2.2 contrast of a brand's theme: relative luminance, contrast ratio, the token pairs the components draw
 * one on the other (CONTRAST_PAIRS, with where each is drawn), and the pairs that fall short. Pure functions, so
 * the build (parseBrandConfig, loadBrand), `brand:check`, Storybook and the generator all use the same check; a
 * pair that falls short fails the brand's build (contrastProblems).
 */
import type { ThemeTokens } from './schema';

export type ThemeColors = ThemeTokens['colors'];
export type ThemeTypography = ThemeTokens['typography'];
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

/**
 * What a pair draws, which sets its WCAG 2.2 AA minimum: `text` 4.5:1 (1.4.3); `large` text drawn only at the
 * theme's xl size in bold, 3:1 when that is large text (at least 18.66px bold or 24px, 1.4.3), else 4.5:1;
 * `graphic` an input's border or a focus ring, 3:1 against what it sits on (1.4.11). Disabled states are exempt.
 */
export type ContrastKind = 'text' | 'large' | 'graphic';

export interface ContrastPair {
  foreground: ThemeColorToken;
  background: ThemeColorToken;
  kind: ContrastKind;
  /** The minimum for this kind; a `large` pair needs 4.5:1 instead when the brand's xl bold is not large text. */
  minimum: number;
  /** Where the components draw this pair (libs/ui and the features' .css.ts files). */
  use: string;
}

/** One foreground token on each background it is drawn on (in order), with where: pairs of one kind and minimum. */
const drawnOn =
  (kind: ContrastKind, minimum: number) =>
  (foreground: ThemeColorToken, uses: Partial<Record<ThemeColorToken, string>>): ContrastPair[] =>
    Object.entries(uses).map(([background, use]) => ({ foreground, background: background as ThemeColorToken, kind, minimum, use: use! }));
const text = drawnOn('text', 4.5);
const graphic = drawnOn('graphic', 3);

/**
 * Every foreground/background token combination the components draw, once each, at the strictest minimum of its
 * uses: a focus ring or a selected border in `primary` is covered by the 4.5:1 its links need on the same surface.
 * Inverted pairs (a toast's surface-coloured text on text, the profile notice's background on text) have the same
 * ratio as text on surface and text on background, so they are not listed twice.
 */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...text('text', {
    background: 'body text on the page; inverted in the profile-install notice',
    surface: 'text on cards, sheets, modals, menus, inputs and tabs; inverted in toasts',
    surfaceAlt: 'vendor rows, match cards, deposit channel cards, the download banner, date presets, secondary tile actions',
  }),
  ...text('textMuted', {
    background: 'secondary text on the page: muted Text, loading and status messages, empty states',
    surface: 'hints, placeholders, labels, inactive tabs, the home entrance menu, secondary text on cards',
    surfaceAlt: 'table header cells, neutral and expired status pills, the side menu balance line, match times',
  }),
  ...text('primary', {
    background: 'links and primary Text on the page; focus rings around controls on the page',
    surface: 'links, ghost and outline buttons, selected tabs on cards and sheets; focus rings and selected borders there',
    surfaceAlt: 'lottery page links, social icons, the empty-state icon; focus rings around vendor rows',
  }),
  ...text('onPrimary', { primary: 'primary buttons, badges and pills, selected chips and presets, the member hero, current step' }),
  ...text('onSecondary', {
    secondary: 'secondary buttons, the register and deposit pills, avatars, the floating button, the slots jackpot',
  }),
  ...drawnOn('large', 3)('onPrimary', { secondary: "the home jackpot's xl bold amount on its secondary-to-primary gradient" }),
  ...text('headerText', {
    headerBackground: "the header's title, icons, balance and login pill, and the login screen's band; focus rings there",
  }),
  ...text('footerText', { footerBackground: 'footer tabs and the agent home footer links' }),
  ...text('footerActive', { footerBackground: "the current footer tab and the footer's focus ring" }),
  ...text('danger', {
    background: 'error Text on the page',
    surface: 'field errors and debit amounts on cards and sheets; the invalid input border',
  }),
  ...text('success', { background: "the winners ticker's amounts on the page", surface: 'credit amounts on cards' }),
  ...text('surface', {
    danger: 'danger buttons, unread count badges, rejected status pills',
    success: 'success badges, positive and confirmed status pills, done steps',
    warning: 'pending status pills',
  }),
  ...graphic('border', {
    surface: 'borders of inputs, selects, textareas and filter controls on cards, sheets and their own fill',
    background: 'borders of filter controls and chips that sit on the page',
  }),
];

export interface ContrastResult extends ContrastPair {
  /** Two decimals; a failing ratio is rounded down, so it never reads as its minimum. */
  ratio: number;
  passes: boolean;
}

/** A CSS length of brand.json in px (rem and em at the browser's 16px). */
function toPx(length: string): number {
  const value = Number.parseFloat(length);
  if (length.endsWith('rem') || length.endsWith('em')) return value * 16;
  if (length.endsWith('%')) return (value / 100) * 16;
  return value;
}

/** Whether the theme's xl size in its bold weight is WCAG large text: 14pt (18.66px) bold, or 18pt (24px). */
export function isLargeText(typography: ThemeTypography): boolean {
  const size = toPx(typography.fontSize.xl);
  return size >= 24 || (size >= 18.66 && Number(typography.fontWeight.bold) >= 700);
}

const shown = (ratio: number, passes: boolean) => (passes ? Math.round(ratio * 100) : Math.floor(ratio * 100)) / 100;

/**
 * Every checked pair of a theme with its ratio and the minimum it needs. Without typography, a `large` pair is
 * judged as large text (what every shipped scale's xl bold is); with it, by the brand's own xl size and bold.
 */
export function contrastReport(colors: ThemeColors, typography?: ThemeTypography): ContrastResult[] {
  const large = typography ? isLargeText(typography) : true;
  return CONTRAST_PAIRS.map((pair) => {
    const minimum = pair.kind === 'large' && !large ? 4.5 : pair.minimum;
    const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
    const passes = ratio >= minimum;
    return { ...pair, minimum, ratio: shown(ratio, passes), passes };
  });
}

/** The pairs that fall short of their minimum: empty when the theme passes. */
export function failingContrastPairs(colors: ThemeColors, typography?: ThemeTypography): ContrastResult[] {
  return contrastReport(colors, typography).filter((result) => !result.passes);
}

/** One line per pair, e.g. "textMuted on surface: 3.2:1, needs 4.5:1 (secondary text on cards)". */
export function describeContrast(result: ContrastResult): string {
  return `${result.foreground} on ${result.background}: ${result.ratio}:1, needs ${result.minimum}:1 (${result.use})`;
}

/**
 * A failing pair as the build reports it, naming both tokens with their colours, e.g.
 * "theme.colors.text (#777) on theme.colors.background (#888) is 1.3:1, needs 4.5:1 (body text on the page)".
 */
export function describeContrastFailure(result: ContrastResult, colors: ThemeColors): string {
  const token = (name: ThemeColorToken) => `theme.colors.${name} (${colors[name]})`;
  return `${token(result.foreground)} on ${token(result.background)} is ${result.ratio}:1, needs ${result.minimum}:1 (${result.use})`;
}

/** The build's problems for a theme: one line per failing pair, empty when every pair passes. */
export function contrastProblems(theme: { colors: ThemeColors; typography?: ThemeTypography }): string[] {
  return failingContrastPairs(theme.colors, theme.typography).map((result) => describeContrastFailure(result, theme.colors));
}
