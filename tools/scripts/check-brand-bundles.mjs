#!/usr/bin/env node
// Checks what each brand's bundle carries: the code of a whitelabel flag exactly when the brand turns it
// on (marker strings in tools/flag-markers.json), and exactly one theme, its own. Usage: check-brand-bundles.mjs [brandId ...]
// (every built brand when none is given).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

export function flagProblems(brandId, flags, bundleText, markers) {
  const problems = [];
  for (const [flag, strings] of Object.entries(markers)) {
    if (flag.startsWith('$')) continue;
    for (const marker of strings) {
      const present = bundleText.includes(marker);
      if (flags[flag] && !present) problems.push(`${brandId}: ${flag} is on but "${marker}" is not in the bundle`);
      if (!flags[flag] && present) problems.push(`${brandId}: ${flag} is off but "${marker}" is in the bundle`);
    }
  }
  return problems;
}

/** Rules that fill the whole theme contract (dozens of custom properties at once): one per theme. */
export function themeRules(cssText) {
  return [...cssText.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map(([, selector, body]) => ({ selector: selector.trim(), properties: body.match(/--[\w-]+:/g)?.length ?? 0 }))
    .filter((rule) => rule.properties >= THEME_RULE_MIN_PROPERTIES);
}
const THEME_RULE_MIN_PROPERTIES = 30;

const shortHex = (hex) => hex.toLowerCase().replace(/^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/, '#$1$2$3');

export function themeProblems(brandId, colors, cssText) {
  const rules = themeRules(cssText);
  if (rules.length !== 1) return [`${brandId}: expected exactly one theme in the CSS, found ${rules.length}`];
  const lower = cssText.toLowerCase();
  const missing = ['primary', 'background', 'headerBackground'].filter(
    (token) => !lower.includes(colors[token].toLowerCase()) && !lower.includes(shortHex(colors[token])),
  );
  return missing.map((token) => `${brandId}: its theme colour ${token} (${colors[token]}) is not in its CSS`);
}

function bundleText(brandId, extension) {
  const assets = path.join(workspaceRoot, 'dist/brands', brandId, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith(extension))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

/**
 * The brands named on the command line (each must be built), or every built brand when none is named. A named
 * brand that is not built fails the check rather than being passed over.
 */
function brandsToCheck(requested, builtFile) {
  const built = (id) => existsSync(path.join(workspaceRoot, 'dist/brands', id, builtFile));
  if (requested.length === 0) return readdirSync(path.join(workspaceRoot, 'brands')).filter(built);
  const missing = requested.filter((id) => !built(id));
  if (missing.length) {
    console.error(`not built: ${missing.join(', ')} (dist/brands/<id>/${builtFile} is missing; build the brand first)`);
    process.exit(1);
  }
  return requested;
}

function main() {
  const markers = JSON.parse(readFileSync(path.join(workspaceRoot, 'tools/flag-markers.json'), 'utf8'));
  const ids = brandsToCheck(process.argv.slice(2), 'assets');
  const problems = ids.flatMap((id) => {
    const { flags, theme } = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', id, 'brand.json'), 'utf8'));
    return [...flagProblems(id, flags, bundleText(id, '.js'), markers), ...themeProblems(id, theme.colors, bundleText(id, '.css'))];
  });
  for (const id of ids) console.log(`checked flag code and theme of ${id}`);
  for (const problem of problems) console.error(problem);
  if (ids.length === 0 || problems.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
