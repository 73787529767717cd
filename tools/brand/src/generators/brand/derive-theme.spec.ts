import { describe, expect, it } from 'vitest';
import { contrastReport, failingContrastPairs, themeColorsSchema } from '@playdeck/brand/schema';
import { deriveTheme } from './derive-theme';

const PRIMARIES = {
  'light yellow': '#ffe066',
  'dark navy': '#0b1f44',
  'mid green': '#22c55e',
  violet: '#7c3aed',
  'mid grey': '#808080',
  red: '#ff0000',
  white: '#ffffff',
  black: '#000000',
  'pale pink': '#fce7f3',
  teal: 'rgb(14, 159, 110)',
  'hsl blue': 'hsl(210, 80%, 55%)',
  'short hex orange': '#f90',
};

describe('deriveTheme', () => {
  for (const [label, primary] of Object.entries(PRIMARIES)) {
    it(`passes every contrast pair for ${label} (${primary})`, () => {
      const { colors } = deriveTheme(primary);
      expect(failingContrastPairs(colors)).toEqual([]);
      expect(contrastReport(colors).every((result) => result.ratio >= result.minimum)).toBe(true);
      expect(themeColorsSchema.safeParse(colors).success).toBe(true);
    });
  }

  it('keeps a primary that reads on white as it is, in a light theme', () => {
    expect(deriveTheme('#7C3AED')).toMatchObject({ scheme: 'light', colors: { primary: '#7c3aed', surface: '#ffffff' } });
    expect(deriveTheme('#7c3aed').adjustedPrimary).toBeUndefined();
  });

  it('keeps a light primary as it is on a dark theme', () => {
    const derived = deriveTheme('#ffe066');
    expect(derived).toMatchObject({ scheme: 'dark', colors: { primary: '#ffe066', headerText: '#ffe066' } });
    expect(derived.adjustedPrimary).toBeUndefined();
  });

  it('darkens, keeping the hue, a primary that reads on neither', () => {
    const derived = deriveTheme('#808080');
    expect(derived.scheme).toBe('light');
    expect(derived.adjustedPrimary).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(derived.colors.primary).toBe(derived.adjustedPrimary);
  });
});
