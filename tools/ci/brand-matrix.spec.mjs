import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandIds, brandMatrix, phonesOfBrandJob, selectedPhones, sharedBrand } from './brand-matrix.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const script = path.join(workspaceRoot, 'tools/ci/brand-matrix.mjs');

function workspaceWith(folders) {
  const root = mkdtempSync(path.join(tmpdir(), 'brand-matrix-'));
  for (const [name, hasConfig] of Object.entries(folders)) {
    mkdirSync(path.join(root, 'brands', name), { recursive: true });
    if (hasConfig) writeFileSync(path.join(root, 'brands', name, 'brand.json'), '{}');
  }
  writeFileSync(path.join(root, 'brands', 'brand.schema.json'), '{}');
  return root;
}

describe('brand matrix', { timeout: 30_000 }, () => {
  it('lists the folders of brands/ that hold a brand.json, sorted; not the schema file, not a folder without one', () => {
    const root = workspaceWith({ zeta: true, acme: true, 'half-made': false, default: true });
    expect(brandIds(root)).toEqual(['acme', 'default', 'zeta']);
    expect(brandMatrix(brandIds(root))).toEqual({ brand: ['acme', 'default', 'zeta'] });
  });

  it('runs the shared journeys on the default brand while it exists, else on the first brand', () => {
    expect(sharedBrand(['acme', 'default', 'zeta'])).toBe('default');
    expect(sharedBrand(['acme', 'zeta'])).toBe('acme');
    expect(() => sharedBrand([])).toThrow('brands/ holds no brand folder');
  });

  it("walks the shared brand's journeys on both phones and every other brand's on Android, a generated brand too", () => {
    const ids = ['default', 'lucky', 'zeta'];
    expect(phonesOfBrandJob('default', ids)).toEqual(['android', 'iphone']);
    expect(phonesOfBrandJob('lucky', ids)).toEqual(['android']);
    expect(phonesOfBrandJob('zeta', ids)).toEqual(['android']);
    // Without the default brand, the first brand takes both phones, as it takes the shared journeys.
    expect(phonesOfBrandJob('acme', ['acme', 'zeta'])).toEqual(['android', 'iphone']);
  });

  it('reads E2E_PHONES: every phone when unset or empty, the named ones; refuses an unknown name, or a run without Android', () => {
    expect(selectedPhones(undefined)).toEqual(['android', 'iphone']);
    expect(selectedPhones(' ')).toEqual(['android', 'iphone']);
    expect(selectedPhones('android')).toEqual(['android']);
    expect(selectedPhones('iphone, android')).toEqual(['android', 'iphone']);
    expect(() => selectedPhones('android,ipone')).toThrow('E2E_PHONES names ipone');
    expect(() => selectedPhones('iphone')).toThrow('E2E_PHONES must name android');
  });

  it("prints this checkout's brand folders as a CI matrix, and for a person with --list", () => {
    const folders = readdirSync(path.join(workspaceRoot, 'brands'))
      .filter((id) => existsSync(path.join(workspaceRoot, 'brands', id, 'brand.json')))
      .sort();
    expect(JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' }))).toEqual({ brand: folders });
    const listed = execFileSync(process.execPath, [script, '--list'], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.map((line) => line.split(/\s+/)[0])).toEqual(folders);
    expect(listed.filter((line) => line.includes('shared journeys'))).toHaveLength(1);
    expect(execFileSync(process.execPath, [script, '--shared'], { encoding: 'utf8' }).trim()).toBe(sharedBrand(folders));
  });

  it('refuses an option it does not know, saying which', () => {
    const result = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown option --json');
  });
});
