import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandDefines } from './defines';
import { brandJsonSchemaText } from './json-schema';
import { listBrandIds, loadBrand } from './load-brand';
import { playdeckBrand } from './vite-plugin';
import { brandRuntimeModule } from './runtime-module';

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('loadBrand', () => {
  let root: string;
  const brandFile = (id: string) => path.join(root, 'brands', id, 'brand.json');
  const editBrand = (id: string, edit: (json: Record<string, any>) => void) => {
    const json = JSON.parse(readFileSync(brandFile(id), 'utf8'));
    edit(json);
    writeFileSync(brandFile(id), JSON.stringify(json));
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'brands-'));
    cpSync(path.join(workspaceRoot, 'brands'), path.join(root, 'brands'), { recursive: true });
    cpSync(path.join(workspaceRoot, 'libs/i18n/src/locales'), path.join(root, 'libs/i18n/src/locales'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists every folder with a brand.json', () => {
    expect(listBrandIds(root)).toEqual(['default', 'lucky']);
  });

  it('loads a brand with its locale overrides for supported languages', () => {
    const lucky = loadBrand(root, 'lucky');
    expect(lucky.config.name).toBe('Lucky Star');
    expect(Object.keys(lucky.localeFiles).sort()).toEqual(['EN', 'TH', 'TY']);
    expect(lucky.htmlLang).toBe('en');
    expect(loadBrand(root, 'default').htmlLang).toBe('vi');
  });

  it('takes a language from its locale folder: html lang of a Thai-first brand from locales/th/language.json', () => {
    editBrand('lucky', (json) => {
      json.languages = { default: 'TH', supported: ['TH', 'EN'] };
      // The responsible-gaming page of a language the brand drops goes with it.
      delete json.responsibleGaming.pages.TY;
    });
    expect(loadBrand(root, 'lucky').htmlLang).toBe('th');
  });

  it('refuses a brand language without a dictionary, naming the field, the folder to add and the languages there are', () => {
    rmSync(path.join(root, 'libs/i18n/src/locales/th'), { recursive: true });
    expect(() => loadBrand(root, 'lucky')).toThrow(
      /brands\/lucky\/brand\.json:\n {2}- languages\.supported\[2\]: "TH" has no dictionary: expected the folder libs\/i18n\/src\/locales\/th\/ with language\.json and index\.ts \(copy libs\/i18n\/src\/locales\/en\/ and translate it, see docs\/languages\.md\); languages with a dictionary: EN, TY/,
    );
  });

  it('refuses a default language without a dictionary, and a code that is not one', () => {
    editBrand('lucky', (json) => {
      json.languages = { default: 'FR', supported: ['FR'] };
      json.responsibleGaming.pages = {};
    });
    expect(() => loadBrand(root, 'lucky')).toThrow(/languages\.supported\[0\]: "FR" has no dictionary/);
    editBrand('lucky', (json) => (json.languages = { default: 'thai', supported: ['thai'] }));
    expect(() => loadBrand(root, 'lucky')).toThrow(/languages\.default: a platform language code: 2 or 3 upper-case letters/);
  });

  it('fails on a wrong-typed flag with the file and the field path', () => {
    editBrand('lucky', (json) => (json.flags.CBS3 = 1));
    expect(() => loadBrand(root, 'lucky')).toThrow(
      /brands\/lucky\/brand\.json:\n {2}- flags\.CBS3: Invalid input: expected boolean, received number/,
    );
  });

  it('fails when the id does not match the folder', () => {
    editBrand('lucky', (json) => (json.id = 'other'));
    expect(() => loadBrand(root, 'lucky')).toThrow('id: expected "lucky" (the folder name), received "other"');
  });

  it('fails when a theme image is missing', () => {
    rmSync(path.join(root, 'brands/lucky/assets/logo.svg'));
    expect(() => loadBrand(root, 'lucky')).toThrow('theme.images.logo: expected the file brands/lucky/assets/logo.svg to exist');
  });

  it('fails on a domain another brand already has, naming both brands', () => {
    editBrand('lucky', (json) => json.domains.push('m.playdeck.test'));
    expect(() => loadBrand(root, 'lucky')).toThrow(
      /brands\/lucky\/brand\.json:\n {2}- domains\[2\]: "m\.playdeck\.test" is also a domain of brand "default" \(brands\/default\/brand\.json\); a domain serves one brand/,
    );
    // The other brand's build fails the same way, naming this one.
    expect(() => loadBrand(root, 'default')).toThrow(/domains\[1\]: "m\.playdeck\.test" is also a domain of brand "lucky"/);
  });

  it("fails the brand's build on a domain another brand has", () => {
    editBrand('default', (json) => json.domains.push('lucky.localhost'));
    expect(() => playdeckBrand({ workspaceRoot: root, brandId: 'default' })).toThrow(
      /brands\/default\/brand\.json:\n {2}- domains\[2\]: "lucky\.localhost" is also a domain of brand "lucky"/,
    );
  });

  it("fails the brand's build when its text colour is too close to its background, naming the tokens, colours and ratio", () => {
    editBrand('lucky', (json) => Object.assign(json.theme.colors, { text: '#777777', background: '#888888' }));
    const refused = () => playdeckBrand({ workspaceRoot: root, brandId: 'lucky' });
    expect(refused).toThrow(
      /brands\/lucky\/brand\.json:\n {2}- theme\.colors\.text \(#777777\) on theme\.colors\.background \(#888888\) is 1\.26:1, needs 4\.5:1 \(body text on the page/,
    );
    // The same check refuses it in every way brand.json is read: loadBrand (brand:check, the platform) and parseBrandConfig (Storybook).
    expect(() => loadBrand(root, 'lucky')).toThrow('theme.colors.text (#777777) on theme.colors.background (#888888) is 1.26:1');
    // The other brand builds: a brand's palette fails its own build only.
    expect(() => playdeckBrand({ workspaceRoot: root, brandId: 'default' })).not.toThrow();
  });

  it('names every failing pair and every other problem of the folder at once', () => {
    editBrand('lucky', (json) => Object.assign(json.theme.colors, { border: '#2a1d55', onPrimary: '#f8f5ff' }));
    rmSync(path.join(root, 'brands/lucky/assets/logo.svg'));
    expect(() => loadBrand(root, 'lucky')).toThrow(
      new RegExp(
        [
          'theme\\.colors\\.onPrimary \\(#f8f5ff\\) on theme\\.colors\\.primary \\(#f5c542\\) is 1\\.\\d+:1, needs 4\\.5:1',
          'theme\\.colors\\.border \\(#2a1d55\\) on theme\\.colors\\.surface \\(#22164a\\) is 1\\.\\d+:1, needs 3:1',
          'theme\\.images\\.logo: expected the file brands/lucky/assets/logo\\.svg to exist',
        ].join('[^]*'),
      ),
    );
  });

  it('fails on a merchant code another brand already has, naming both brands', () => {
    editBrand('lucky', (json) => (json.merchantCode = 'playdeck'));
    expect(() => loadBrand(root, 'lucky')).toThrow(
      'merchantCode: "playdeck" is also the merchant code of brand "default" (brands/default/brand.json); each brand needs its own',
    );
  });

  it('ignores a broken brand.json beside it when cross-checking (that brand reports its own errors)', () => {
    writeFileSync(brandFile('default'), '{ "id": ');
    expect(loadBrand(root, 'lucky').config.id).toBe('lucky');
  });

  it('fails when an icon brand.json names is missing', () => {
    editBrand(
      'lucky',
      (json) =>
        (json.icons = {
          favicon: 'assets/favicon.png',
          appleTouch: 'assets/logo.svg',
          app192: 'assets/logo.svg',
          app512: 'assets/logo.svg',
        }),
    );
    expect(() => loadBrand(root, 'lucky')).toThrow('icons.favicon: expected the file brands/lucky/assets/favicon.png to exist');
  });

  it('fails on JSON that does not parse, naming the file', () => {
    writeFileSync(brandFile('lucky'), '{ "id": ');
    expect(() => loadBrand(root, 'lucky')).toThrow(/brands\/lucky\/brand\.json:\n {2}- \(file\): expected valid JSON/);
  });

  it('fails on a locale override that is not a map of strings', () => {
    writeFileSync(path.join(root, 'brands/lucky/locales/en.json'), '{ "footer_copyright": 3 }');
    expect(() => loadBrand(root, 'lucky')).toThrow(/brands\/lucky\/locales\/en\.json:\n {2}- footer_copyright: expected string/);
  });

  it('fails on a locale file for a language the product does not ship', () => {
    writeFileSync(path.join(root, 'brands/lucky/locales/fr.json'), '{}');
    expect(() => loadBrand(root, 'lucky')).toThrow(/brands\/lucky\/locales\/fr\.json/);
  });
});

describe('brand build outputs', () => {
  const lucky = loadBrand(workspaceRoot, 'lucky');

  it('turns every flag and agent menu key into a literal constant', () => {
    const defines = brandDefines(lucky.config);
    expect(defines['BRAND_FLAGS.CBS3']).toBe('false');
    expect(defines['BRAND_FLAGS.MOBILEVERCODELOGIN3']).toBe('true');
    expect(defines['BRAND_AGENT_MENU.MAILCEN']).toBe('false');
    expect(Object.keys(defines)).toHaveLength(18);
  });

  it('keeps theme tokens and flags out of the runtime module but bundles images and lazy locales', () => {
    const source = brandRuntimeModule(lucky);
    expect(source).not.toContain('"colors"');
    expect(source).not.toContain('"flags"');
    expect(source).toContain('"merchantCode":"LUCKYSTAR"');
    expect(source).toMatch(/import image0 from ".*brands\/lucky\/assets\/logo\.svg\?url"/);
    expect(source).toMatch(/EN: \(\) => import\(".*brands\/lucky\/locales\/en\.json"\)/);
  });

  it('committed brands/brand.schema.json matches the zod schema (run `npm run brand:schema`)', () => {
    expect(readFileSync(path.join(workspaceRoot, 'brands/brand.schema.json'), 'utf8')).toBe(brandJsonSchemaText());
  });

  it('every brand.json points its $schema at the generated schema', () => {
    for (const id of listBrandIds(workspaceRoot)) {
      expect(loadBrand(workspaceRoot, id).config.$schema).toBe('../brand.schema.json');
    }
  });
});
