import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  contrastProblems,
  contrastRatio,
  contrastReport,
  describeContrast,
  failingContrastPairs,
  isLargeText,
  parseColor,
  relativeLuminance,
} from './contrast';
import type { ThemeColors, ThemeTypography } from './contrast';

const defaultColors = (): ThemeColors =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../brands/default/brand.json'), 'utf8')).theme.colors;

describe('contrast maths', () => {
  it('gives the relative luminance of black, white and a mid grey', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 6);
    expect(relativeLuminance({ r: 0x77, g: 0x77, b: 0x77 })).toBeCloseTo(0.1845, 4);
  });

  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(255, 0, 0)', '#fff')).toBeCloseTo(4, 2);
    expect(contrastRatio('hsl(0, 0%, 0%)', 'hsl(0, 0%, 100%)')).toBeCloseTo(21, 6);
  });

  it('is symmetric and reads translucent colours over what is beneath', () => {
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
    // Half-transparent black over white is #808080's neighbour, not black.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1);
  });

  it('parses the colour forms brand.json allows and refuses others', () => {
    expect(parseColor('#7c3aed')).toEqual({ r: 0x7c, g: 0x3a, b: 0xed, a: 1 });
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColor('rgba(17, 24, 39, 0.6)')).toEqual({ r: 17, g: 24, b: 39, a: 0.6 });
    for (const bad of ['notacolour', '#12', '#gggggg', 'rgb(1,2)', 'rgb(300, 0, 0)', '', 'red']) expect(parseColor(bad)).toBeUndefined();
    expect(() => contrastRatio('notacolour', '#fff')).toThrow('"notacolour" is not a colour');
  });
});

const luckyTheme = () => JSON.parse(readFileSync(path.resolve(__dirname, '../../../brands/lucky/brand.json'), 'utf8')).theme;

describe('theme contrast check', () => {
  it('checks text at 4.5:1, large jackpot text at 3:1 and input borders at 3:1, each pair once with where it is used', () => {
    const pairs = CONTRAST_PAIRS.map((pair) => `${pair.foreground}/${pair.background}@${pair.minimum}`);
    expect(pairs).toContain('text/background@4.5');
    expect(pairs).toContain('textMuted/surfaceAlt@4.5');
    expect(pairs).toContain('onPrimary/primary@4.5');
    expect(pairs).toContain('primary/background@4.5');
    expect(pairs).toContain('headerText/headerBackground@4.5');
    expect(pairs).toContain('surface/danger@4.5');
    expect(pairs).toContain('onPrimary/secondary@3');
    expect(pairs).toContain('border/surface@3');
    expect(pairs).toContain('border/background@3');
    expect(new Set(CONTRAST_PAIRS.map((pair) => `${pair.foreground}/${pair.background}`)).size).toBe(CONTRAST_PAIRS.length);
    for (const pair of CONTRAST_PAIRS) {
      expect(pair.use.length).toBeGreaterThan(10);
      expect(pair.minimum).toBe(pair.kind === 'text' ? 4.5 : 3);
    }
  });

  it('returns the failing pairs with both token names and the ratio', () => {
    const colors = { ...defaultColors(), textMuted: '#777777', surface: '#ffffff', background: '#ffffff', surfaceAlt: '#ffffff' };
    const failing = failingContrastPairs(colors).filter((result) => result.foreground === 'textMuted');
    expect(failing.map(({ foreground, background, ratio, minimum }) => ({ foreground, background, ratio, minimum }))).toEqual([
      { foreground: 'textMuted', background: 'background', ratio: 4.47, minimum: 4.5 },
      { foreground: 'textMuted', background: 'surface', ratio: 4.47, minimum: 4.5 },
      { foreground: 'textMuted', background: 'surfaceAlt', ratio: 4.47, minimum: 4.5 },
    ]);
    expect(describeContrast(failing[0]!)).toMatch(/^textMuted on background: 4\.47:1, needs 4\.5:1 \(secondary text on the page/);
  });

  it('passes the shipped default and lucky palettes, which the build refuses otherwise', () => {
    expect(failingContrastPairs(defaultColors()).map(describeContrast)).toEqual([]);
    expect(failingContrastPairs(luckyTheme().colors, luckyTheme().typography).map(describeContrast)).toEqual([]);
  });

  it('fails the old default green, which read 3.38:1 under white text and on cards', () => {
    const failing = failingContrastPairs({ ...defaultColors(), primary: '#0e9f6e' }).map(describeContrast);
    expect(failing).toContainEqual(expect.stringMatching(/^onPrimary on primary: 3\.38:1, needs 4\.5:1/));
    expect(failing).toContainEqual(expect.stringMatching(/^primary on surface: 3\.38:1, needs 4\.5:1/));
    expect(failing).toContainEqual(expect.stringMatching(/^primary on background: 3\.07:1, needs 4\.5:1/));
  });

  it('reports a passing pair rounded', () => {
    const report = contrastReport({ ...defaultColors(), text: '#000000' });
    expect(report.find((result) => result.foreground === 'text' && result.background === 'surface')).toMatchObject({
      ratio: 21,
      passes: true,
    });
  });

  it("judges jackpot text by the brand's own xl size and bold weight", () => {
    const theme = luckyTheme();
    // Dark text on a mid magenta: 3.55:1 is enough for large text, not for small.
    const colors = { ...theme.colors, onPrimary: '#1a1033', secondary: '#b026c3' };
    const jackpot = (typography: ThemeTypography) =>
      contrastReport(colors, typography).find((result) => result.foreground === 'onPrimary' && result.background === 'secondary')!;
    expect(isLargeText(theme.typography)).toBe(true);
    expect(jackpot(theme.typography)).toMatchObject({ minimum: 3, passes: true });
    const small = { ...theme.typography, fontSize: { ...theme.typography.fontSize, xl: '16px' } };
    expect(isLargeText(small)).toBe(false);
    expect(jackpot(small)).toMatchObject({ minimum: 4.5, passes: false });
    expect(isLargeText({ ...small, fontSize: { ...small.fontSize, xl: '1.5rem' }, fontWeight: { regular: '400', bold: '600' } })).toBe(
      true,
    );
    expect(isLargeText({ ...small, fontSize: { ...small.fontSize, xl: '20px' }, fontWeight: { regular: '400', bold: '600' } })).toBe(false);
  });

  it('describes a failure for the build: both tokens with their colours, the ratio, the minimum and the use', () => {
    const colors = { ...defaultColors(), text: '#777', background: '#888' };
    const [failure] = contrastProblems({ colors });
    expect(failure).toBe(
      'theme.colors.text (#777) on theme.colors.background (#888) is 1.26:1, needs 4.5:1 (body text on the page; inverted in the profile-install notice)',
    );
    expect(contrastProblems({ colors: defaultColors() })).toEqual([]);
  });
});
