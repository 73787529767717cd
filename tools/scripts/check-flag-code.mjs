#!/usr/bin/env node
// Dead-code check for whitelabel flags: a brand's built JavaScript holds each flag's marker strings
// exactly when the brand turns that flag on (tools/flag-markers.json).
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

function bundleText(brandId) {
  const assets = path.join(workspaceRoot, 'dist/brands', brandId, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

function main() {
  const markers = JSON.parse(readFileSync(path.join(workspaceRoot, 'tools/flag-markers.json'), 'utf8'));
  const ids = readdirSync(path.join(workspaceRoot, 'brands')).filter((id) =>
    existsSync(path.join(workspaceRoot, 'dist/brands', id, 'assets')),
  );
  const problems = ids.flatMap((id) => {
    const { flags } = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', id, 'brand.json'), 'utf8'));
    return flagProblems(id, flags, bundleText(id), markers);
  });
  for (const id of ids) console.log(`checked flag code in ${id}`);
  for (const problem of problems) console.error(problem);
  if (ids.length === 0 || problems.length) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
