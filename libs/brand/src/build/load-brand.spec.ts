import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brandDefines } from './defines';
import { brandJsonSchemaText } from './json-schema';
import { listBrandIds, loadBrand } from './load-brand';
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
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists every folder with a brand.json', () => {
    expect(listBrandIds(root)).toEqual(['default', 'lucky']);
  });

  it('loads a brand with its locale overrides for supported languages', () => {
    const lucky = loadBrand(root, 'lucky');
    expect(lucky.config.name).toBe('Lucky Star');
    expect(Object.keys(lucky.localeFiles).sort()).toEqual(['EN', 'TY']);
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
