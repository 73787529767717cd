#!/usr/bin/env node
// A second, small static Storybook for the checks that need brands the checkout does not have: built in a copy of
// the workspace (node_modules linked) in which one brand's colour token is nudged by one step in brand.json and a
// brand is made by the generator (`npm run new-brand`), so both reach Storybook by the path a designer's change
// takes: brand.json, the brand loader and theme, the Storybook build. The checkout itself is never touched.
// It holds the Brand page, the login screen and the buttons: the stories that show every colour token.
// Usage: storybook-variant.mjs [--out <dir>] [--brand <id>] [--token <colour token>]
// Writes <dir> (default dist/storybook-variant) with variant.json saying what was changed and generated.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandIds } from '../ci/brand-matrix.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const VARIANT_DIR = 'dist/storybook-variant';
/** The generated brand's id and name (fixed, so a check can look for them). */
export const GENERATED_BRAND = { id: 'sbgenerated', name: 'Generated Check', primary: '#7c3aed' };
/** The stories built: every colour token (Brand page), a whole screen and a component in each brand's theme. */
export const VARIANT_STORIES = [
  './brand-page/*.stories.tsx',
  '../libs/features/account/src/login/login-screen.stories.tsx',
  '../libs/ui/src/components/button/*.stories.tsx',
];
/** What a Storybook build and the generator read; nothing else of the workspace is copied. */
const COPIED = ['.storybook', 'apps', 'brands', 'libs', 'tools', 'types', 'nx.json', 'package.json', 'tsconfig.base.json', 'tsconfig.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.nx', 'test-results', 'reports']);

/** A colour one step away in its last channel (#rrggbb): the smallest change a token can have. */
export function nudgeColour(hex) {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`expected a #rrggbb colour, received ${JSON.stringify(hex)}`);
  const value = parseInt(match[1], 16);
  const blue = value & 0xff;
  return `#${(value - blue + (blue === 0xff ? 0xfe : blue + 1)).toString(16).padStart(6, '0')}`;
}

/** Nudges `theme.colors[token]` of brands/<brand>/brand.json under `root`; returns the old and new colour. */
export function nudgeBrandToken(root, brand, token) {
  const file = path.join(root, 'brands', brand, 'brand.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const from = config.theme?.colors?.[token];
  if (typeof from !== 'string') throw new Error(`brands/${brand}/brand.json has no colour token theme.colors.${token}`);
  const to = nudgeColour(from);
  config.theme.colors[token] = to;
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { brand, token, from, to };
}

/** Builds the variant Storybook into `outDir`; returns what variant.json records. */
export function buildStorybookVariant({ outDir = path.join(workspaceRoot, VARIANT_DIR), brand, token = 'primary' } = {}) {
  const brands = brandIds(workspaceRoot);
  // The last brand by default: the first is Storybook's initial brand, so its theme is also the one the others override.
  const changedBrand = brand ?? brands.at(-1);
  if (!brands.includes(changedBrand)) throw new Error(`"${changedBrand}" is not a brand folder (brands: ${brands.join(', ')})`);
  const started = Date.now();
  const copy = mkdtempSync(path.join(tmpdir(), 'playdeck-storybook-variant-'));
  try {
    for (const entry of COPIED) {
      const from = path.join(workspaceRoot, entry);
      if (existsSync(from)) cpSync(from, path.join(copy, entry), { recursive: true, filter: (file) => !SKIPPED.has(path.basename(file)) });
    }
    symlinkSync(path.join(workspaceRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    const changed = nudgeBrandToken(copy, changedBrand, token);
    const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', CI: 'true', STORYBOOK_DISABLE_TELEMETRY: '1' };
    const logo = path.join(copy, 'generated-logo.svg');
    writeFileSync(
      logo,
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${GENERATED_BRAND.primary}"/></svg>`,
    );
    const { id, name, primary } = GENERATED_BRAND;
    const generator = [
      ...['--name', name, '--merchant-code', 'SBGEN', '--domain', `m.${id}.test`, '--primary-color', primary],
      ...['--languages', 'EN', '--default-language', 'EN', '--min-age', '18', '--logo', logo],
      ...['--customer-service', `https://help.${id}.test/chat`],
    ];
    execFileSync(
      process.execPath,
      [path.join(copy, 'node_modules/nx/dist/bin/nx.js'), 'g', '@playdeck/brand-tools:brand', id, ...generator],
      {
        cwd: copy,
        env,
        stdio: 'pipe',
      },
    );
    rmSync(outDir, { recursive: true, force: true });
    execFileSync(process.execPath, [path.join(copy, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'], {
      cwd: copy,
      env: { ...env, STORYBOOK_STORIES: VARIANT_STORIES.join(',') },
      stdio: 'pipe',
    });
    const variant = { changed, generated: { id, name }, stories: VARIANT_STORIES, seconds: (Date.now() - started) / 1000 };
    writeFileSync(path.join(outDir, 'variant.json'), `${JSON.stringify(variant, null, 2)}\n`);
    return variant;
  } catch (error) {
    // execFileSync's error carries the child's output: the generator's or Storybook's own message.
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${error.message.split('\n')[0]}${output ? `\n${output}` : ''}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The variant build's variant.json, or undefined when `outDir` holds none. */
export function readVariant(outDir = path.join(workspaceRoot, VARIANT_DIR)) {
  const file = path.join(outDir, 'variant.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const out = option('--out');
  try {
    const variant = buildStorybookVariant({
      outDir: out ? path.resolve(out) : undefined,
      brand: option('--brand'),
      token: option('--token'),
    });
    const { brand, token, from, to } = variant.changed;
    console.log(
      `Storybook variant in ${out ?? VARIANT_DIR}/ (${variant.seconds.toFixed(1)} s): ${brand}'s theme.colors.${token} ${from} → ${to}; brand "${variant.generated.id}" made by the generator`,
    );
  } catch (error) {
    console.error(`Storybook variant not built: ${error.message}`);
    process.exitCode = 1;
  }
}
