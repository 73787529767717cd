import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from './load-brand';
import { brandResponsibleGamingModule, brandRuntimeModule } from './runtime-module';
import { playdeckBrand } from './vite-plugin';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const lucky = loadBrand(workspaceRoot, 'lucky');

/** Runs a generated module in node: each image import becomes its file path, as Vite would give its URL. */
async function evaluate<T>(source: string): Promise<T> {
  const runnable = source
    .replace(/^import (\w+) from "([^"]+)\?url";$/gm, 'const $1 = "$2";')
    .replace(/import\(("[^"]+")\)/g, 'Promise.resolve($1)');
  return import(`data:text/javascript,${encodeURIComponent(runnable)}`) as Promise<T>;
}

describe("the brand's runtime modules", () => {
  it("leave the responsible-gaming rules out of virtual:playdeck/brand, which home's first render carries", async () => {
    const source = brandRuntimeModule(lucky);
    expect(source).not.toContain('responsibleGaming');
    expect(source).not.toContain('1553');
    const { brand } = await evaluate<{ brand: Record<string, unknown> }>(source);
    expect(brand).toMatchObject({ id: 'lucky', name: 'Lucky Star' });
    expect(brand).not.toHaveProperty('responsibleGaming');
    // Host names and the policy's origins are the build's and the server's business.
    expect(brand).not.toHaveProperty('domains');
    expect(brand).not.toHaveProperty('externalOrigins');
  });

  it("make virtual:playdeck/brand-rg of the brand's rules alone", async () => {
    const source = brandResponsibleGamingModule(lucky);
    expect(source).not.toMatch(/^import /m);
    const { responsibleGamingRules } = await evaluate<{ responsibleGamingRules: unknown }>(source);
    expect(responsibleGamingRules).toEqual(lucky.config.responsibleGaming);
    expect(responsibleGamingRules).toMatchObject({ pages: { EN: { helpline: { name: 'NCMH Crisis Hotline', phone: '1553' } } } });
  });

  it('are what the build plugin resolves and loads for each id', () => {
    const plugin = playdeckBrand({ workspaceRoot, brandId: 'lucky', defineFlags: false });
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => string | undefined;
    const context = { addWatchFile: () => undefined };
    expect(resolve('virtual:playdeck/brand-rg')).toBe('\0virtual:playdeck/brand-rg');
    expect(load.call(context, resolve('virtual:playdeck/brand-rg')!)).toBe(brandResponsibleGamingModule(lucky));
    expect(load.call(context, resolve('virtual:playdeck/brand')!)).toBe(brandRuntimeModule(lucky));
    expect(resolve('virtual:playdeck/other')).toBeUndefined();
  });
});
