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

/** The phone profiles of the journeys (playwright.config.ts): Android's Pixel 7 and the iPhone 13. */
export const PHONES = ['android', 'iphone'];

/**
 * The phones a brand job's journeys run on. A brand changes what brand.json sets (theme, flags, templates, copy,
 * languages), the same on any phone, while a phone's size and touch are the same on every brand: the shared brand
 * walks its journeys on both phones, every other brand on Android only. That keeps each brand × phone pair a
 * brand can change covered and CI's one-machine run inside its limit.
 */
export function phonesOfBrandJob(brand, ids = brandIds()) {
  return brand === sharedBrand(ids) ? PHONES : ['android'];
}

/**
 * The phones a journey run is limited to: E2E_PHONES, comma-separated (a brand job sets phonesOfBrandJob), or every
 * phone when unset or empty. A name that is no phone is refused, so a typo never drops a phone unseen; Android is
 * always named.
 */
export function selectedPhones(setting = process.env.E2E_PHONES) {
  const wanted = (setting ?? '')
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PHONES;
  const unknown = wanted.filter((phone) => !PHONES.includes(phone));
  if (unknown.length) throw new Error(`E2E_PHONES names ${unknown.join(', ')}: the phones are ${PHONES.join(', ')}`);
  // The agents' and site status's journeys run on Android alone: every run walks it.
  if (!wanted.includes('android')) throw new Error('E2E_PHONES must name android: the agent and site-status journeys run on it');
  return PHONES.filter((phone) => wanted.includes(phone));
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
