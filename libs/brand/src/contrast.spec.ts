import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  contrastReport,
  describeContrast,
  failingContrastPairs,
  parseColor,
  relativeLuminance,
} from './contrast';
import type { ThemeColors } from './contrast';

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

describe('theme contrast check', () => {
  it('checks every pair the brief lists, text at 4.5:1 and borders and focus rings at 3:1', () => {
    const pairs = CONTRAST_PAIRS.map((pair) => `${pair.foreground}/${pair.background}@${pair.minimum}`);
    expect(pairs).toEqual([
      'text/background@4.5',
      'text/surface@4.5',
      'textMuted/background@4.5',
      'textMuted/surface@4.5',
      'onPrimary/primary@4.5',
      'onSecondary/secondary@4.5',
      'headerText/headerBackground@4.5',
      'footerText/footerBackground@4.5',
      'footerActive/footerBackground@4.5',
      'primary/surface@4.5',
      'border/surface@3',
      'primary/surface@3',
    ]);
  });

  it('returns the failing pairs with both token names and the ratio', () => {
    const colors = { ...defaultColors(), textMuted: '#777777', surface: '#ffffff', background: '#ffffff' };
    const failing = failingContrastPairs(colors).filter((result) => result.foreground === 'textMuted');
    expect(failing.map(({ foreground, background, ratio, minimum }) => ({ foreground, background, ratio, minimum }))).toEqual([
      { foreground: 'textMuted', background: 'background', ratio: 4.47, minimum: 4.5 },
      { foreground: 'textMuted', background: 'surface', ratio: 4.47, minimum: 4.5 },
    ]);
    expect(describeContrast(failing[0]!)).toBe('textMuted on background: 4.47:1, needs 4.5:1 (secondary text on the page)');
  });

  it('reports a passing pair rounded and passes a theme whose pairs all pass', () => {
    // The default brand's green reads 3.38:1 on white: darkened, its buttons and links pass.
    const colors: ThemeColors = { ...defaultColors(), primary: '#047857', footerActive: '#047857', border: '#767676', text: '#000000' };
    expect(failingContrastPairs(defaultColors()).map(describeContrast)).toContain(
      'primary on surface: 3.38:1, needs 4.5:1 (links and text buttons)',
    );
    const report = contrastReport(colors);
    expect(report.find((result) => result.foreground === 'text' && result.background === 'surface')).toMatchObject({
      ratio: 21,
      passes: true,
    });
    expect(failingContrastPairs(colors)).toEqual([]);
  });
});
