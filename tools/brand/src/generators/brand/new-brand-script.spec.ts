import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '@playdeck/brand/build';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../../..');
// What `npm run new-brand` and `npm run brand:check` need: the Nx setup, the generator with the brand schema it
// validates against, the dictionaries, the brands and the app they build (their implicit dependency).
const copied = [
  'package.json',
  'nx.json',
  'tsconfig.json',
  'tsconfig.base.json',
  '.prettierrc.json',
  '.prettierignore',
  'tools/brand',
  'tools/workspace',
  'tools/node',
  'tools/scripts/brand-check.mjs',
  'tools/scripts/run-brand-check.ts',
  'libs/brand',
  'libs/i18n/src/locales',
  'brands',
  'apps/mobile/project.json',
];
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect width="32" height="32" fill="#fbbf24"/></svg>';

describe('npm run new-brand', () => {
  let scratch: string;
  const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', NX_INTERACTIVE: 'false', CI: 'true' };
  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: scratch, encoding: 'utf8', env });
  const newBrand = (args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'new-brand', '--', ...args], { cwd: scratch, encoding: 'utf8', env });
  const options = (id: string, overrides: Record<string, string> = {}) =>
    Object.entries({
      name: 'Acme Play',
      // The camelCase spelling of before still works beside the kebab-case ones.
      merchantCode: id.toUpperCase(),
      domain: `m.${id}.test`,
      'primary-color': '#7c3aed',
      languages: 'EN,TY',
      'default-language': 'EN',
      'min-age': '21',
      logo: 'incoming/logo.svg',
      'customer-service': 'https://help.acme.test/chat',
      ...overrides,
    }).flatMap(([option, value]) => [`--${option}`, value]);
  let output = '';

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'new-brand-'));
    for (const entry of copied) cpSync(path.join(workspaceRoot, entry), path.join(scratch, entry), { recursive: true });
    symlinkSync(path.join(workspaceRoot, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    mkdirSync(path.join(scratch, 'incoming'));
    writeFileSync(path.join(scratch, 'incoming/logo.svg'), LOGO);
    const result = newBrand(['acme', ...options('acme')]);
    output = result.stdout + result.stderr;
    expect(result.status, output).toBe(0);
  }, 180_000);

  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('creates a brand folder that loads and validates with the brand schema', () => {
    const brand = loadBrand(scratch, 'acme');
    expect(brand.config).toMatchObject({
      id: 'acme',
      name: 'Acme Play',
      merchantCode: 'ACME',
      domains: ['m.acme.test', 'acme.localhost'],
      minimumAge: 21,
      languages: { default: 'EN', supported: ['EN', 'TY'] },
    });
    expect(brand.config.theme.colors.primary).toBe('#7c3aed');
    expect(readFileSync(path.join(scratch, 'brands/acme/assets/logo.svg'), 'utf8')).toBe(LOGO);
    expect(Object.keys(brand.localeFiles).sort()).toEqual(['EN', 'TY']);
  });

  it('prints what to run next', () => {
    expect(output).toContain('npm run brand:check -- acme');
    expect(output).toContain('npx nx run brand-acme:build');
    expect(output).toContain('http://acme.localhost:8080/m/');
  });

  it('writes brand.json as Prettier lays it out', () => {
    expect(() => run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', 'brands/acme'])).not.toThrow();
  });

  it('passes brand:check', () => {
    expect(run('npm', ['run', '--silent', 'brand:check', '--', 'acme'])).toBe(
      'brand acme: OK\n  contrast: 24 of 24 pairs pass WCAG 2.2 AA\n',
    );
  }, 60_000);

  it('refuses bad options with a message per option, a failing exit code and nothing written', () => {
    const result = newBrand(['bad', ...options('bad', { 'primary-color': 'notacolour', 'min-age': '19', domain: 'm.luckystar.test' })]);
    const text = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(text).toContain('Cannot create brand "bad"; nothing was written');
    expect(text).toContain('--primary-color: "notacolour" is not a colour');
    expect(text).toContain('--min-age: "19" is not allowed; the minimum age is 18 or 21');
    expect(text).toContain('--domain: "m.luckystar.test" is already a domain of brand "lucky"');
    expect(existsSync(path.join(scratch, 'brands/bad'))).toBe(false);
  }, 60_000);
});
