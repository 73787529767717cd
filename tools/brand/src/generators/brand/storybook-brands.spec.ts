import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playdeckStoryBrands } from '@playdeck/brand/build';
import { brandGenerator } from './generator';

const workspaceRoot = path.resolve(__dirname, '../../../../..');
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0b7"/></svg>';

/** Storybook's brand modules, as the Storybook build would load them from `root`. */
function storyModules(root: string): { brandModule: string; storyBrands: string } {
  const plugin = playdeckStoryBrands({ workspaceRoot: root, initialBrandId: 'default' });
  const context = { addWatchFile: () => undefined };
  const load = (id: string) => (plugin.load as unknown as (this: typeof context, id: string) => string).call(context, `\0${id}`);
  return { brandModule: load('virtual:playdeck/brand'), storyBrands: load('virtual:playdeck/story-brands') };
}

describe("Storybook's brands", () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'story-brands-'));
    cpSync(path.join(workspaceRoot, 'brands'), path.join(root, 'brands'), { recursive: true });
    cpSync(path.join(workspaceRoot, 'libs/i18n/src/locales'), path.join(root, 'libs/i18n/src/locales'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('include a brand the generator made, with no code change', async () => {
    const tree: Tree = createTreeWithEmptyWorkspace();
    tree.write('incoming/logo.svg', LOGO_SVG);
    for (const id of ['default', 'lucky']) tree.write(`brands/${id}/brand.json`, readFileSync(path.join(root, 'brands', id, 'brand.json')));
    // The generator offers the languages with a locale folder.
    for (const folder of readdirSync(path.join(root, 'libs/i18n/src/locales'), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    )) {
      const facts = path.join('libs/i18n/src/locales', folder.name, 'language.json');
      tree.write(facts, readFileSync(path.join(root, facts)));
    }
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await brandGenerator(tree, {
      id: 'acme',
      name: 'Acme Play',
      merchantCode: 'ACME',
      domain: 'm.acme.test',
      primaryColor: '#7c3aed',
      languages: ['EN'],
      defaultLanguage: 'EN',
      minAge: 18,
      logo: 'incoming/logo.svg',
      customerService: 'https://help.acme.test/chat',
    });
    for (const change of tree.listChanges()) {
      if (!change.path.startsWith('brands/acme/') || change.type === 'DELETE') continue;
      mkdirSync(path.dirname(path.join(root, change.path)), { recursive: true });
      writeFileSync(path.join(root, change.path), change.content!);
    }

    const { storyBrands } = storyModules(root);
    expect(storyBrands).toContain('"acme": { summary: {"id":"acme","name":"Acme Play","languages":{"default":"EN","supported":["EN"]}');
    expect(storyBrands).toMatch(/import brand0image0 from ".*\/brands\/acme\/assets\/logo\.svg\?url"/);
  });

  it('fail on an invalid brand.json with the message the app build gives', () => {
    const file = path.join(root, 'brands/lucky/brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    json.flags.CBS3 = 'yes';
    writeFileSync(file, JSON.stringify(json));
    expect(() => storyModules(root)).toThrow(/brands\/lucky\/brand\.json[\s\S]*flags\.CBS3/);
  });
});
