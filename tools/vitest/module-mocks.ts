import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SPEC = /\.spec\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * Spec files under `roots` (workspace-relative) that replace a module with vi.mock or vi.doMock. Vitest keeps a
 * worker's mock registry from file to file when files are not isolated, so these run in an isolated project: a
 * mock of theirs must never reach another file's imports.
 */
export function specsMockingModules(workspaceRoot: string, roots: string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(path.join(workspaceRoot, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => SPEC.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.posix.join(root, file.split(path.sep).join('/')))
      .filter((file) => MOCKS_A_MODULE.test(readFileSync(path.join(workspaceRoot, file), 'utf8'))),
  );
}
