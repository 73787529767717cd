import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBrandConfig } from '@playdeck/brand/schema';
import { brandGenerator } from './generator';

const workspaceRoot = path.resolve(__dirname, '../../../../..');

function copyFromDisk(tree: Tree, relativeDir: string): void {
  for (const entry of readdirSync(path.join(workspaceRoot, relativeDir))) {
    const relative = path.posix.join(relativeDir, entry);
    if (statSync(path.join(workspaceRoot, relative)).isDirectory()) copyFromDisk(tree, relative);
    else tree.write(relative, readFileSync(path.join(workspaceRoot, relative)));
  }
}

describe('brand generator', () => {
  let tree: Tree;
  const options = { id: 'acme', name: 'Acme Play', merchantCode: 'ACME', domain: 'M.Acme.test' };

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    copyFromDisk(tree, 'brands/default');
  });

  it('copies the default brand with a new id, name, merchant code and domain', async () => {
    await brandGenerator(tree, options);

    const created = JSON.parse(tree.read('brands/acme/brand.json', 'utf-8')!);
    expect(created).toMatchObject({ id: 'acme', name: 'Acme Play', merchantCode: 'ACME', domains: ['m.acme.test', 'acme.localhost'] });
    expect(created.$schema).toBe('../brand.schema.json');
    expect(() => parseBrandConfig(created, 'brands/acme/brand.json')).not.toThrow();
    const defaults = JSON.parse(tree.read('brands/default/brand.json', 'utf-8')!);
    expect(created.theme).toEqual(defaults.theme);
    expect(tree.exists('brands/acme/assets/logo.svg')).toBe(true);
  });

  it('refuses an id that already exists', async () => {
    await brandGenerator(tree, options);
    await expect(brandGenerator(tree, options)).rejects.toThrow('brands/acme already exists');
  });

  it('refuses a merchant code the schema rejects, naming the field', async () => {
    await expect(brandGenerator(tree, { ...options, id: 'bad', merchantCode: 'no spaces!' })).rejects.toThrow(
      /brands\/bad\/brand\.json[\s\S]*merchantCode/,
    );
    expect(tree.exists('brands/bad/brand.json')).toBe(true);
  });

  it('refuses a missing source brand', async () => {
    await expect(brandGenerator(tree, { ...options, from: 'nope' })).rejects.toThrow('brands/nope/brand.json does not exist');
  });
});
