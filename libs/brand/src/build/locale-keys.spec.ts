import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeUnknownLocaleKeys, dictionaryKeys, unknownLocaleKeys } from './locale-keys';
import { playdeckBrand } from './vite-plugin';

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('locale override keys no dictionary has', () => {
  let root: string;
  const locale = (lang: string, texts: Record<string, string>) =>
    writeFileSync(path.join(root, 'brands/lucky/locales', `${lang}.json`), JSON.stringify(texts));

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'locale-keys-'));
    cpSync(path.join(workspaceRoot, 'brands'), path.join(root, 'brands'), { recursive: true });
    mkdirSync(path.join(root, 'libs/i18n/src'), { recursive: true });
    cpSync(path.join(workspaceRoot, 'libs/i18n/src/locales'), path.join(root, 'libs/i18n/src/locales'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("knows every language's keys, lazy groups included", () => {
    const keys = dictionaryKeys(root);
    expect(keys.has('footer_copyright')).toBe(true);
    expect(keys.has('app_download_title')).toBe(true);
  });

  it('finds none in the committed brands', () => {
    expect(unknownLocaleKeys(workspaceRoot, { dir: path.join(workspaceRoot, 'brands/lucky') })).toEqual([]);
  });

  it('names the file and each misspelt key', () => {
    locale('en', { footer_copyright: 'ok', footer_copyrigth: 'typo', home_titel: 'typo' });
    const unknown = unknownLocaleKeys(root, { dir: path.join(root, 'brands/lucky') });
    expect(unknown).toEqual([{ file: 'brands/lucky/locales/en.json', keys: ['footer_copyrigth', 'home_titel'] }]);
    expect(describeUnknownLocaleKeys(unknown[0]!)).toBe(
      'brands/lucky/locales/en.json: "footer_copyrigth", "home_titel" are in no dictionary of libs/i18n/src/locales, so they override nothing (misspelt?)',
    );
  });

  it('is a warning of the build, not a failure', async () => {
    locale('ty', { footer_copyrigth: 'typo' });
    const plugin = playdeckBrand({ workspaceRoot: root, brandId: 'lucky' });
    const warnings: string[] = [];
    const buildStart = plugin.buildStart as (this: unknown, options: unknown) => void;
    buildStart.call({ warn: (message: string) => warnings.push(message), emitFile: () => '' }, {});
    expect(warnings).toEqual([
      'brands/lucky/locales/ty.json: "footer_copyrigth" is in no dictionary of libs/i18n/src/locales, so it overrides nothing (misspelt?)',
    ]);
  });
});
