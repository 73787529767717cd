import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { featureGenerator } from '../feature/generator';
import { WIRED_FILES } from '../feature/wiring';
import { screenGenerator } from './generator';

const workspaceRoot = path.resolve(__dirname, '../../../../..');
const LANGUAGES = ['en', 'ty', 'th'];

function copyFromDisk(tree: Tree, relative: string): void {
  if (statSync(path.join(workspaceRoot, relative)).isDirectory()) {
    for (const entry of readdirSync(path.join(workspaceRoot, relative))) copyFromDisk(tree, path.posix.join(relative, entry));
  } else tree.write(relative, readFileSync(path.join(workspaceRoot, relative)));
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8')!;
const json = (tree: Tree, file: string) => JSON.parse(read(tree, file));

describe('screen generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const file of Object.values(WIRED_FILES)) if (typeof file === 'string') copyFromDisk(tree, file);
    for (const language of LANGUAGES) {
      copyFromDisk(tree, WIRED_FILES.commonTexts(language));
      copyFromDisk(tree, `libs/i18n/src/locales/${language}/lazy/support.json`);
    }
    copyFromDisk(tree, 'libs/features/support/src/index.ts');
  });

  it("adds a screen to an existing feature: its files, a loader with the feature's texts, its texts in that group", async () => {
    const supportTexts = json(tree, 'libs/i18n/src/locales/en/lazy/support.json');
    await screenGenerator(tree, { feature: 'support', name: 'help-topics' });
    const folder = 'libs/features/support/src/help-topics';
    expect(read(tree, `${folder}/help-topics-screen.tsx`)).toContain('export default function HelpTopicsScreen()');
    expect(read(tree, `${folder}/help-topics-screen.tsx`)).toContain("import { siteStatusQuery } from './help-topics-query';");
    expect(read(tree, `${folder}/help-topics-query.ts`)).toContain('apiQueryOptions(apiClient, contract.system.status)');
    expect(read(tree, `${folder}/help-topics-screen.spec.tsx`)).toContain("const ROUTE = '/m/helpTopics';");
    expect(read(tree, `${folder}/help-topics-screen.stories.tsx`)).toContain("title: 'Screens/Help topics'");
    expect(read(tree, 'libs/features/support/src/index.ts')).toContain(
      "export const loadHelpTopicsScreen = () =>\n  Promise.all([import('./help-topics/help-topics-screen'), loadTexts('support'), loadTexts('kit')])",
    );
    for (const language of LANGUAGES) {
      const texts = json(tree, `libs/i18n/src/locales/${language}/lazy/support.json`);
      expect(Object.keys(texts).slice(0, Object.keys(supportTexts).length)).toEqual(Object.keys(supportTexts));
      expect(Object.keys(texts).slice(Object.keys(supportTexts).length)).toEqual([
        'help_topics_heading',
        'help_topics_intro',
        'help_topics_country',
      ]);
      expect(json(tree, WIRED_FILES.commonTexts(language)).route_help_topics).toBe('Help topics');
    }
  });

  it("wires the route in and adds the loader to the app's import of the feature", async () => {
    await screenGenerator(tree, { feature: 'support', name: 'help-topics', access: 'member' });
    expect(read(tree, WIRED_FILES.paths)).toMatch(/ {2}helpTopics: '\/m\/helpTopics',\n\} as const;/);
    expect(read(tree, WIRED_FILES.routeTable)).toContain(
      "route('helpTopics', paths.helpTopics, 'route_help_topics', 'member'),\n] as const;",
    );
    expect(read(tree, WIRED_FILES.resolveRouteSpec)).toContain("['/m/helpTopics', 'helpTopics'],\n];");
    expect(read(tree, WIRED_FILES.layoutRulesSpec)).toContain(
      "['/m/helpTopics', true, true, false, true, 'history', 'route_help_topics'],",
    );
    const app = read(tree, WIRED_FILES.routeScreens);
    expect(app.match(/from '@playdeck\/features-support'/g)).toHaveLength(1);
    expect(app).toMatch(/import \{[^}]*\bloadHelpTopicsScreen\b[^}]*\} from '@playdeck\/features-support';/);
    expect(app).toMatch(/ {2}helpTopics: loadHelpTopicsScreen,\n\};/);
  });

  it('adds a second screen to a generated feature, in its group', async () => {
    await featureGenerator(tree, { name: 'lucky-wheel' });
    await screenGenerator(tree, { feature: 'lucky-wheel', name: 'wheel-prizes' });
    const index = read(tree, 'libs/features/lucky-wheel/src/index.ts');
    expect(index).toContain('export const loadLuckyWheelScreen');
    expect(index).toContain("import('./wheel-prizes/wheel-prizes-screen'), loadTexts('lucky-wheel')");
    expect(Object.keys(json(tree, 'libs/i18n/src/locales/th/lazy/lucky-wheel.json'))).toContain('wheel_prizes_intro');
    expect(read(tree, WIRED_FILES.routeScreens)).toContain(
      "import { loadLuckyWheelScreen, loadWheelPrizesScreen } from '@playdeck/features-lucky-wheel';",
    );
  });

  it.each([
    ['a feature that does not exist', { feature: 'nope', name: 'x' }, /feature: "nope" is not a feature/],
    ['a name that is not kebab case', { feature: 'support', name: 'Help' }, /name: "Help" is not a screen name/],
    ['an existing route', { feature: 'support', name: 'live-chat' }, /name: the route liveChat exists already/],
  ])('refuses %s and writes nothing', async (_case, options, message) => {
    const before = tree.listChanges().length;
    await expect(screenGenerator(tree, options)).rejects.toThrow(message);
    expect(tree.listChanges().length).toBe(before);
  });
});
