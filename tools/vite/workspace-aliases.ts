import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Vite aliases from tsconfig.base.json paths, so the build and the type checker resolve @playdeck/* the same way. */
export function workspaceAliases(workspaceRoot: string): { find: string | RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
      replacement: path.join(workspaceRoot, target!),
    }));
}
