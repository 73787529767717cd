#!/usr/bin/env node
// The brand matrix: every folder of brands/ that holds a brand.json, in name order. CI reads it to run one job per
// brand (`{"brand":[...]}` for a GitHub Actions matrix); `--list` prints it for a person, one brand a line.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** Brand ids of brands/ (folders with a brand.json), sorted. */
export function brandIds(root = workspaceRoot) {
  const dir = path.join(root, 'brands');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'brand.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The brand the brand-independent ("shared") journeys run on: the reference brand `default` while it exists,
 * else the first of the matrix, so a checkout without it still runs them.
 */
export function sharedBrand(ids = brandIds()) {
  if (ids.length === 0) throw new Error('brands/ holds no brand folder with a brand.json');
  return ids.includes('default') ? 'default' : ids[0];
}

/** What a CI matrix reads: `{ brand: [...] }`. */
export function brandMatrix(ids = brandIds()) {
  return { brand: ids };
}

function main(args) {
  const ids = brandIds();
  if (ids.length === 0) {
    console.error('brands/ holds no brand folder with a brand.json: nothing to build.');
    process.exit(1);
  }
  if (args.includes('--list')) {
    const shared = sharedBrand(ids);
    for (const id of ids) console.log(`${id}${id === shared ? '  (also runs the shared journeys)' : ''}`);
    return;
  }
  if (args.includes('--shared')) {
    console.log(sharedBrand(ids));
    return;
  }
  const unknown = args.filter((arg) => arg.startsWith('-'));
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Usage: brand-matrix.mjs [--list | --shared]`);
    process.exit(2);
  }
  console.log(JSON.stringify(brandMatrix(ids)));
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
