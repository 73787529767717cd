import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { specsMockingModules } from './module-mocks';

describe('specsMockingModules', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function file(relative: string, text: string) {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  }

  it('finds the spec files that vi.mock or vi.doMock a module, and no other file', () => {
    root = mkdtempSync(path.join(tmpdir(), 'module-mocks-'));
    file('libs/a/src/mocks.spec.tsx', "vi.mock('./button', () => ({}));");
    file('libs/a/src/later.spec.ts', "vi.doMock('@playdeck/brand', async () => ({}));");
    file('libs/a/src/spies.spec.ts', "vi.spyOn(api, 'call'); vi.mocked(call);");
    file('libs/a/src/mocks.ts', "vi.mock('./not-a-spec');");
    file('libs/a/node_modules/pkg/x.spec.ts', "vi.mock('./y');");
    file('apps/mobile/src/app.spec.tsx', "vi.mock('./app');");
    expect(specsMockingModules(root, ['apps/mobile', 'libs']).sort()).toEqual([
      'apps/mobile/src/app.spec.tsx',
      'libs/a/src/later.spec.ts',
      'libs/a/src/mocks.spec.tsx',
    ]);
  });
});
