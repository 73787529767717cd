import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { e2eBrands, selectedBrandIds } from '../../e2e/brands';
import { JOURNEYS, journeyScope, journeysOf } from '../../e2e/journeys';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const specFiles = readdirSync(path.join(workspaceRoot, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

describe('E2E_BRANDS: the brands a journey run covers', () => {
  const saved = process.env.E2E_BRANDS;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_BRANDS;
    else process.env.E2E_BRANDS = saved;
  });

  it('is every brand when unset or empty, else the named ones in folder order', () => {
    const available = ['acme', 'default', 'lucky'];
    expect(selectedBrandIds(available, undefined)).toEqual(available);
    expect(selectedBrandIds(available, '')).toEqual(available);
    expect(selectedBrandIds(available, 'lucky')).toEqual(['lucky']);
    expect(selectedBrandIds(available, ' lucky , acme ')).toEqual(['acme', 'lucky']);
  });

  it('refuses a name that is no brand folder, naming it and the brands there are', () => {
    expect(() => selectedBrandIds(['default', 'lucky'], 'acme')).toThrow(
      'E2E_BRANDS names acme, which is not a brand folder (brands/ has: default, lucky)',
    );
    expect(() => selectedBrandIds(['default'], 'default,x,y')).toThrow('E2E_BRANDS names x, y, which are not');
  });

  it("narrows e2eBrands() to this checkout's named brand", () => {
    const [first] = readdirSync(path.join(workspaceRoot, 'brands')).filter((id) => !id.endsWith('.json'));
    process.env.E2E_BRANDS = first!;
    expect(e2eBrands().map((brand) => brand.id)).toEqual([first]);
    process.env.E2E_BRANDS = 'no-such-brand';
    expect(() => e2eBrands()).toThrow('E2E_BRANDS names no-such-brand');
  });
});

describe('which journeys depend on the brand (e2e/journeys.ts)', () => {
  it('classifies every spec file of e2e/, and nothing else, each with its reason', () => {
    expect(Object.keys(JOURNEYS).sort()).toEqual(specFiles);
    for (const [file, { reason }] of Object.entries(JOURNEYS)) expect(reason.length, file).toBeGreaterThan(20);
    expect([...journeysOf('shared'), ...journeysOf('brand'), ...journeysOf('mixed')].sort()).toEqual(specFiles);
  });

  it('a mixed file declares some journeys for the shared run and some for the brand runs', () => {
    for (const file of journeysOf('mixed')) {
      const source = readFileSync(path.join(workspaceRoot, 'e2e', file), 'utf8');
      expect(source, file).toContain('declaresShared()');
      expect(source, file).toContain('declaresBrand()');
    }
  });

  it('keeps brand settings out of the shared journeys: a file that reads them runs per brand', () => {
    // The merchant code and the name (to tell which brand answered) may be read: they change no code path. So may
    // the currency, to write a figure's expected text on the run's brand: every brand's money display has journeys
    // of its own (money-journey, records, withdraw, member-centre), and formatMoney's spec covers each rule.
    const brandSettings = /\b(flags|templates|theme|minimumAge|signIn|languages|links|agentMenu|licence)\b/;
    for (const file of journeysOf('shared')) {
      const source = readFileSync(path.join(workspaceRoot, 'e2e', file), 'utf8');
      expect(source.match(brandSettings)?.[0], file).toBeUndefined();
    }
  });

  it('E2E_SCOPE is shared, brand, or unset for every journey', () => {
    expect(journeyScope(undefined)).toBeUndefined();
    expect(journeyScope('')).toBeUndefined();
    expect(journeyScope('shared')).toBe('shared');
    expect(() => journeyScope('brands')).toThrow('E2E_SCOPE is "brands": use shared');
  });
});

describe('Playwright projects by scope', { timeout: 60_000 }, () => {
  const saved = process.env.E2E_SCOPE;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_SCOPE;
    else process.env.E2E_SCOPE = saved;
    vi.resetModules();
  });

  async function ignoredBy(scope: string | undefined) {
    if (scope) process.env.E2E_SCOPE = scope;
    else delete process.env.E2E_SCOPE;
    vi.resetModules();
    const config = (await import('../../playwright.config')).default;
    return (project: string, file: string) => {
      const found = config.projects?.find((candidate) => candidate.name === project);
      const ignore = [found?.testIgnore ?? []].flat() as RegExp[];
      return ignore.some((pattern) => pattern.test(`e2e/${file}`));
    };
  }

  it('the iPhone walks only the journeys a phone can change, each of them a spec file that exists; Android walks every one', async () => {
    delete process.env.E2E_SCOPE;
    vi.resetModules();
    const config = (await import('../../playwright.config')).default;
    const project = (name: string) => config.projects!.find((candidate) => candidate.name === name)!;
    const onIphone = specFiles.filter((file) => (project('iphone').testMatch as RegExp).test(`e2e/${file}`));
    expect(onIphone).toEqual(
      ['app-download', 'demo-art', 'games', 'home', 'popup', 'prerendered-shell', 'shell-chrome', 'shell', 'signin'].map(
        (name) => `${name}.spec.ts`,
      ),
    );
    expect(onIphone).not.toContain('deposit.spec.ts');
    expect(project('android').testMatch).toBeUndefined();
  });

  it('E2E_PHONES=android leaves the iPhone project out, and the site-status journeys then wait for Android and the agents only', async () => {
    const saved = process.env.E2E_PHONES;
    try {
      process.env.E2E_PHONES = 'android';
      vi.resetModules();
      const androidOnly = (await import('../../playwright.config')).default;
      expect(androidOnly.projects?.map((project) => project.name)).toEqual(['android', 'agents', 'site-status']);
      expect(androidOnly.projects?.find((project) => project.name === 'site-status')?.dependencies).toEqual(['android', 'agents']);
      delete process.env.E2E_PHONES;
      vi.resetModules();
      const both = (await import('../../playwright.config')).default;
      expect(both.projects?.map((project) => project.name)).toEqual(['android', 'iphone', 'agents', 'site-status']);
      expect(both.projects?.find((project) => project.name === 'site-status')?.dependencies).toEqual(['android', 'iphone', 'agents']);
    } finally {
      if (saved === undefined) delete process.env.E2E_PHONES;
      else process.env.E2E_PHONES = saved;
    }
  });

  it('a shared run leaves out every brand journey, a brand run every shared one, on every project', async () => {
    for (const [scope, left, kept] of [
      ['shared', journeysOf('brand'), journeysOf('shared')],
      ['brand', journeysOf('shared'), journeysOf('brand')],
    ] as const) {
      const ignored = await ignoredBy(scope);
      for (const project of ['android', 'iphone', 'agents', 'site-status']) {
        for (const file of left) expect(ignored(project, file), `${scope} ${project} ${file}`).toBe(true);
      }
      // A kept file (and a mixed one) is ignored only by the project rules that were there before (phones, agents, site status).
      const unscoped = await ignoredBy(undefined);
      for (const file of [...kept, ...journeysOf('mixed')])
        expect(ignored('android', file), `${scope} android ${file}`).toBe(unscoped('android', file));
    }
  });
});
