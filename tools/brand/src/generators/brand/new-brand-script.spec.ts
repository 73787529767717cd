import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '@playdeck/brand/build';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../../..');
// What `npm run new-brand` needs: the Nx setup, the generator with the brand schema it validates against, the brands
// and the app they build (their implicit dependency).
const copied = [
  'package.json',
  'nx.json',
  'tsconfig.base.json',
  '.prettierrc.json',
  '.prettierignore',
  'tools/brand',
  'tools/workspace',
  'libs/brand',
  'brands',
  'apps/mobile/project.json',
];

describe('npm run new-brand', () => {
  let scratch: string;
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: scratch,
      encoding: 'utf8',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', NX_INTERACTIVE: 'false' },
    });

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'new-brand-'));
    for (const entry of copied) cpSync(path.join(workspaceRoot, entry), path.join(scratch, entry), { recursive: true });
    symlinkSync(path.join(workspaceRoot, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    run('npm', ['run', '--silent', 'new-brand', '--', 'acme', '--name=Acme Play', '--merchantCode=ACME', '--domain=m.acme.test']);
  }, 120_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('creates a brand folder that loads and validates with the brand schema', () => {
    const brand = loadBrand(scratch, 'acme');
    expect(brand.config).toMatchObject({ id: 'acme', name: 'Acme Play', merchantCode: 'ACME', domains: ['m.acme.test', 'acme.localhost'] });
    expect(readFileSync(path.join(scratch, 'brands/acme/assets/logo.svg'), 'utf8')).toBe(
      readFileSync(path.join(workspaceRoot, 'brands/default/assets/logo.svg'), 'utf8'),
    );
  });

  it('writes brand.json as Prettier lays it out', () => {
    expect(() => run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', 'brands/acme'])).not.toThrow();
  });
});
