import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBrand, formatBrandCheck } from '@playdeck/brand/build';
import { runBrandCheck } from './run-brand-check';

const workspaceRoot = path.resolve(__dirname, '../..');

describe('brand:check', () => {
  let root: string;
  const brandFile = (id: string) => path.join(root, 'brands', id, 'brand.json');
  const editBrand = (id: string, edit: (json: Record<string, any>) => void) => {
    const json = JSON.parse(readFileSync(brandFile(id), 'utf8'));
    edit(json);
    writeFileSync(brandFile(id), JSON.stringify(json));
  };
  const run = (ids: string[]) => {
    const lines: string[] = [];
    const code = runBrandCheck(root, ids, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'brand-check-'));
    cpSync(path.join(workspaceRoot, 'brands'), path.join(root, 'brands'), { recursive: true });
    mkdirSync(path.join(root, 'libs/i18n/src'), { recursive: true });
    cpSync(path.join(workspaceRoot, 'libs/i18n/src/locales'), path.join(root, 'libs/i18n/src/locales'), { recursive: true });
    // A hand-made brand whose colours pass every pair.
    cpSync(path.join(root, 'brands/default'), path.join(root, 'brands/neat'), { recursive: true });
    editBrand('neat', (json) => {
      Object.assign(json, { id: 'neat', merchantCode: 'NEAT', domains: ['neat.localhost'] });
      Object.assign(json.theme.colors, { primary: '#047857', footerActive: '#047857', border: '#767676' });
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes a good folder with exit code 0 and a contrast summary', () => {
    expect(checkBrand(root, 'neat')).toMatchObject({ errors: [], warnings: [] });
    expect(run(['neat'])).toEqual({ code: 0, output: 'brand neat: OK\n  contrast: 24 of 24 pairs pass WCAG 2.2 AA' });
  });

  it('reports unknown locale keys as a warning, exit code 0', () => {
    mkdirSync(path.join(root, 'brands/neat/locales'));
    writeFileSync(path.join(root, 'brands/neat/locales/en.json'), '{ "footer_copyrigth": "x" }');
    const { code, output } = run(['neat']);
    expect(code).toBe(0);
    expect(output).toContain('brand neat: OK, 1 warning');
    expect(output).toContain('  warning: brands/neat/locales/en.json: "footer_copyrigth" is in no dictionary');
  });

  it('fails a colour pair below WCAG 2.2 AA naming the brand, both tokens with their colours, the ratio and the minimum, exit code 1', () => {
    editBrand('neat', (json) => Object.assign(json.theme.colors, { textMuted: '#999999', border: '#dddddd' }));
    const { code, output } = run(['neat']);
    expect(code).toBe(1);
    expect(output).toContain('brand neat: FAILED, 5 errors (the build fails on these)');
    expect(output).toContain(
      '  error: brands/neat/brand.json: theme.colors.textMuted (#999999) on theme.colors.background (#f3f4f6) is 2.58:1, needs 4.5:1',
    );
    expect(output).toContain(
      '  error: brands/neat/brand.json: theme.colors.border (#dddddd) on theme.colors.surface (#ffffff) is 1.35:1, needs 3:1',
    );
    // The summary still counts every pair, so the designer sees how far the palette is.
    expect(output).toContain(`  contrast: 19 of 24 pairs pass WCAG 2.2 AA`);
  });

  it('fails a schema error naming the field, exit code 1', () => {
    editBrand('neat', (json) => (json.minimumAge = 19));
    expect(run(['neat'])).toEqual({
      code: 1,
      output: 'brand neat: FAILED, 1 error (the build fails on these)\n  error: brands/neat/brand.json: minimumAge: expected 18 or 21',
    });
  });

  it('fails a missing asset and a domain another brand has', () => {
    rmSync(path.join(root, 'brands/neat/assets/hero-banner.svg'));
    editBrand('neat', (json) => json.domains.push('lucky.localhost'));
    const check = formatBrandCheck(checkBrand(root, 'neat'));
    expect(check).toContain('brand neat: FAILED, 2 errors');
    expect(check).toContain(
      'error: brands/neat/brand.json: theme.images.heroBanner: expected the file brands/neat/assets/hero-banner.svg to exist',
    );
    expect(check).toContain('error: brands/neat/brand.json: domains[1]: "lucky.localhost" is also a domain of brand "lucky"');
  });

  it('fails a folder without brand.json, and checks every brand when none is named', () => {
    expect(run(['nope'])).toEqual({
      code: 1,
      output: expect.stringContaining('error: brands/nope/brand.json: (file): expected brand.json to exist'),
    });
    const all = run([]);
    expect(all.code).toBe(0);
    expect(all.output.match(/^brand \w+:/gm)).toEqual(['brand default:', 'brand lucky:', 'brand neat:']);
  });
});
