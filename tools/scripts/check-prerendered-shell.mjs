#!/usr/bin/env node
// Checks that every built brand's index.html carries its prerendered shell: the first banner as an <img> the
// browser paints before any script (data-first-banner, fetchpriority=high, width and height), from a built file.
// Usage: check-prerendered-shell.mjs [brandId ...] (every built brand when none is given).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The attributes of each <img data-first-banner> inside <div id="pd-shell"> of an index.html. */
export function firstBanners(html) {
  const start = html.indexOf('<div id="pd-shell">');
  if (start === -1) return [];
  return [...html.slice(start).matchAll(/<img\b([^>]*)>/g)]
    .map(([, attributes]) =>
      Object.fromEntries([...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ''])),
    )
    .filter((attributes) => 'data-first-banner' in attributes);
}

/** What is wrong with a brand's index.html; `fileExists` answers for a URL under the brand's base (/m/). */
export function shellProblems(brandId, html, fileExists) {
  const banners = firstBanners(html);
  if (banners.length !== 1) return [`${brandId}: expected one img[data-first-banner] in #pd-shell, found ${banners.length}`];
  const [banner] = banners;
  const problems = [];
  if (banner.fetchpriority !== 'high') problems.push(`${brandId}: the first banner lacks fetchpriority="high"`);
  for (const size of ['width', 'height']) {
    if (!/^\d+$/.test(banner[size] ?? '')) problems.push(`${brandId}: the first banner lacks a numeric ${size}`);
  }
  if (!banner.alt) problems.push(`${brandId}: the first banner lacks its alt text`);
  if (!banner.src || !fileExists(banner.src))
    problems.push(`${brandId}: the first banner's file ${banner.src ?? '(none)'} is not in the build`);
  return problems;
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
  const ids = brandsToCheck(process.argv.slice(2), 'index.html');
  const problems = ids.flatMap((id) => {
    const dist = path.join(workspaceRoot, 'dist/brands', id);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    return shellProblems(id, html, (url) => existsSync(path.join(dist, url.replace(/^\/m\//, ''))));
  });
  for (const id of ids) console.log(`checked the prerendered shell of ${id}`);
  for (const problem of problems) console.error(problem);
  if (ids.length === 0 || problems.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
