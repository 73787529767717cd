import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './route-table';

/*
 * Every route of the app has a whole-screen story (docs/screen-states.md): a `Screens/…` story file whose
 * screen parameters open one of the route's paths. Read as text, so no story module is loaded.
 */
const LIBS = path.resolve(import.meta.dirname, '../../../..');
const SCREEN_TITLE = /\btitle:\s*['"`]Screens\//;
/** `path: '/m/…'` and `route: '/m/…'` of the story kit's screen parameters (a query after the path left out). */
const SCREEN_PATH = /\b(?:path|route):\s*['"`](\/[^'"`?#]*)/g;

function storyFiles(): string[] {
  return readdirSync(LIBS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(LIBS, file));
}

/** Route path → the Screens story files that open it. */
function screenStoryPaths(): Map<string, string[]> {
  const opened = new Map<string, string[]>();
  for (const file of storyFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!SCREEN_TITLE.test(text)) continue;
    for (const [, screenPath] of text.matchAll(SCREEN_PATH)) {
      opened.set(screenPath!, [...(opened.get(screenPath!) ?? []), path.relative(LIBS, file)]);
    }
  }
  return opened;
}

describe('screen stories', () => {
  it('every route of the route table has a Screens story opening one of its paths', () => {
    const opened = screenStoryPaths();
    const without = allRoutes.filter((route) => !route.paths.some((routePath) => opened.has(routePath)));
    expect(without.map((route) => `${route.id} (${route.paths.join(', ')})`)).toEqual([]);
  });

  it('finds the story files it reads (a moved libs folder would make the check above pass on nothing)', () => {
    expect(screenStoryPaths().get('/m/login')).toEqual(['features/account/src/login/login-screen.stories.tsx']);
  });
});
