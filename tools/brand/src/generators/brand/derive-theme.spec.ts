import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  contrastReport,
  failingContrastPairs,
  parseColor,
  themeColorsSchema,
  type ThemeTypography,
} from '@playdeck/brand/schema';
import { deriveTheme, toHex } from './derive-theme';

const PRIMARIES = {
  'bright yellow': '#ffff00',
  'light yellow': '#ffe066',
  'dark navy': '#0b1f44',
  'mid green': '#22c55e',
  violet: '#7c3aed',
  'mid grey': '#808080',
  'pure red': '#ff0000',
  white: '#ffffff',
  black: '#000000',
  'near-black': '#0a0a0a',
  'pale pink': '#fce7f3',
  'pale mint pastel': '#d1fae5',
  teal: 'rgb(14, 159, 110)',
  'hsl blue': 'hsl(210, 80%, 55%)',
  'short hex orange': '#f90',
};

/** A type scale whose xl bold is not large text: the jackpot's onPrimary on secondary then needs 4.5:1 too. */
const SMALL_SCALE: ThemeTypography = {
  fontFamily: 'system-ui',
  fontSize: { xs: '10px', sm: '12px', md: '14px', lg: '15px', xl: '16px' },
  fontWeight: { regular: '400', bold: '700' },
  lineHeight: '1.4',
};

/** A spread of hues, saturations and lightnesses: 12 × 3 × 6 colours. */
const SPREAD = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].flatMap((h) =>
  [0, 50, 100].flatMap((s) => [3, 20, 40, 55, 75, 95].map((l) => `hsl(${h}, ${s}%, ${l}%)`)),
);

const lightness = (color: string) => {
  const { r, g, b } = parseColor(color)!;
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
};

describe('deriveTheme', () => {
  for (const [label, primary] of Object.entries(PRIMARIES)) {
    it(`passes every contrast pair for ${label} (${primary})`, () => {
      const { colors } = deriveTheme(primary);
      expect(failingContrastPairs(colors)).toEqual([]);
      expect(failingContrastPairs(colors, SMALL_SCALE)).toEqual([]);
      expect(contrastReport(colors).every((result) => result.ratio >= result.minimum)).toBe(true);
      expect(themeColorsSchema.safeParse(colors).success).toBe(true);
    });
  }

  it('passes every contrast pair for any primary, changing the primary only when it must and only its lightness', () => {
    const problems = SPREAD.flatMap((primary) => {
      const { colors, adjustedPrimary } = deriveTheme(primary);
      const failing = failingContrastPairs(colors, SMALL_SCALE).map((result) => `${primary}: ${result.foreground} on ${result.background}`);
      if (adjustedPrimary === undefined) return colors.primary === toHex(primary) ? failing : [...failing, `${primary}: changed silently`];
      // The shortest way to a lightness that reads on the light or the dark scheme is never this far.
      const moved = Math.abs(lightness(adjustedPrimary) - lightness(primary));
      return colors.primary === adjustedPrimary && moved < 0.2 ? failing : [...failing, `${primary}: moved ${moved} to ${adjustedPrimary}`];
    });
    expect(SPREAD).toHaveLength(216);
    expect(problems).toEqual([]);
  });

  it('keeps a primary that reads on white as it is, in a light theme', () => {
    expect(deriveTheme('#7C3AED')).toMatchObject({ scheme: 'light', colors: { primary: '#7c3aed', surface: '#ffffff' } });
    expect(deriveTheme('#7c3aed').adjustedPrimary).toBeUndefined();
  });

  it('keeps a light primary as it is on a dark theme', () => {
    const derived = deriveTheme('#ffe066');
    expect(derived).toMatchObject({ scheme: 'dark', colors: { primary: '#ffe066', headerText: '#ffe066' } });
    expect(derived.adjustedPrimary).toBeUndefined();
  });

  it('moves a primary that reads on neither the shortest way, keeping the hue', () => {
    const grey = deriveTheme('#808080');
    expect(grey.scheme).toBe('light');
    expect(grey.adjustedPrimary).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(grey.colors.primary).toBe(grey.adjustedPrimary);
    expect(contrastRatio(grey.adjustedPrimary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);

    const red = deriveTheme('#ff0000');
    expect(red).toMatchObject({ scheme: 'light', adjustedPrimary: expect.stringMatching(/^#[0-9a-f]{2}0000$/) });
  });

  it("gives the secondary colour a shade the primary's text reads on (the home jackpot's gradient)", () => {
    for (const primary of ['#7c3aed', '#ffe066', '#0a0a0a', '#fce7f3']) {
      const { colors } = deriveTheme(primary);
      expect(contrastRatio(colors.onPrimary, colors.secondary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.onSecondary, colors.secondary)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
