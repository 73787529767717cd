import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { logger, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureGenerator } from './generator';
import { WIRED_FILES } from './wiring';

const workspaceRoot = path.resolve(__dirname, '../../../../..');
const LANGUAGES = ['en', 'ty', 'th'];

function copyFromDisk(tree: Tree, relative: string): void {
  if (statSync(path.join(workspaceRoot, relative)).isDirectory()) {
    for (const entry of readdirSync(path.join(workspaceRoot, relative))) copyFromDisk(tree, path.posix.join(relative, entry));
  } else tree.write(relative, readFileSync(path.join(workspaceRoot, relative)));
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8')!;
const json = (tree: Tree, file: string) => JSON.parse(read(tree, file));

describe('feature generator', () => {
  let tree: Tree;

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    for (const file of Object.values(WIRED_FILES)) if (typeof file === 'string') copyFromDisk(tree, file);
    for (const language of LANGUAGES) copyFromDisk(tree, WIRED_FILES.commonTexts(language));
    copyFromDisk(tree, 'libs/features/records/project.json');
  });

  it('writes the library in the shape of the existing features', async () => {
    await featureGenerator(tree, { name: 'lucky-wheel' });
    const root = 'libs/features/lucky-wheel';
    expect(json(tree, `${root}/project.json`)).toEqual({
      ...json(tree, 'libs/features/records/project.json'),
      name: 'feature-lucky-wheel',
      sourceRoot: `${root}/src`,
    });
    for (const file of ['tsconfig.json', 'README.md', 'src/index.spec.ts', 'src/screen/lucky-wheel-screen.spec.tsx']) {
      expect(tree.exists(`${root}/${file}`), file).toBe(true);
    }
    expect(read(tree, `${root}/src/index.ts`)).toContain(
      "export const loadLuckyWheelScreen = () =>\n  Promise.all([import('./screen/lucky-wheel-screen'), loadTexts('lucky-wheel'), loadTexts('kit')])",
    );
    const screen = read(tree, `${root}/src/screen/lucky-wheel-screen.tsx`);
    expect(screen).toContain('export default function LuckyWheelScreen()');
    // The api client only in a query file, as lint wants of every feature.
    expect(screen).not.toContain('apiClient');
    expect(screen).toContain("import { siteStatusQuery } from './lucky-wheel-query';");
    expect(read(tree, `${root}/src/screen/lucky-wheel-query.ts`)).toContain('apiQueryOptions(apiClient, contract.system.status)');
    expect(screen).toContain('<QueryState query={status} testId="lucky-wheel">');
    expect(screen).toContain("from '@playdeck/ui/layout'");
    const stories = read(tree, `${root}/src/screen/lucky-wheel-screen.stories.tsx`);
    expect(stories).toContain("title: 'Screens/Lucky wheel'");
    expect(stories).toContain("parameters: { screen: { path: '/m/luckyWheel', route: '/m/luckyWheel' } }");
  });

  it('uses every text key the screen names, in each language, in the same order', async () => {
    await featureGenerator(tree, { name: 'lucky-wheel' });
    const screen = read(tree, 'libs/features/lucky-wheel/src/screen/lucky-wheel-screen.tsx');
    const used = [...screen.matchAll(/t\('(\w+)'/g)].map((match) => match[1]);
    const [en, ...others] = LANGUAGES.map((language) => json(tree, `libs/i18n/src/locales/${language}/lazy/lucky-wheel.json`));
    expect(used.filter((key) => !key!.startsWith('route_')).sort()).toEqual(Object.keys(en).sort());
    for (const texts of others) {
      expect(Object.keys(texts)).toEqual(Object.keys(en));
      expect(Object.values(texts).filter((text, index) => text === Object.values(en)[index])).toEqual([]);
    }
    for (const language of LANGUAGES) {
      const common = Object.entries(json(tree, WIRED_FILES.commonTexts(language)) as Record<string, string>);
      const at = common.findIndex(([key]) => key === 'route_lucky_wheel');
      expect(common[at]).toEqual(['route_lucky_wheel', 'Lucky wheel']);
      expect(common[at - 1]![0]).toMatch(/^route_/);
    }
  });

  it('wires it in: package path, text group, path, route, the route specs and the app', async () => {
    await featureGenerator(tree, { name: 'lucky-wheel' });
    expect(json(tree, WIRED_FILES.tsconfig).compilerOptions.paths['@playdeck/features-lucky-wheel']).toEqual([
      './libs/features/lucky-wheel/src/index.ts',
    ]);
    expect(read(tree, WIRED_FILES.textGroups)).toMatch(/'refusals',\n {2}'lucky-wheel',\n\] as const;/);
    expect(read(tree, WIRED_FILES.paths)).toMatch(/ {2}luckyWheel: '\/m\/luckyWheel',\n\} as const;/);
    const routeTable = read(tree, WIRED_FILES.routeTable);
    expect(routeTable.slice(routeTable.indexOf('export const extraRoutes'))).toMatch(
      / {2}route\('luckyWheel', paths\.luckyWheel, 'route_lucky_wheel'\),\n\] as const;/,
    );
    expect(read(tree, WIRED_FILES.resolveRouteSpec)).toMatch(/\['\/m\/luckyWheel', 'luckyWheel'\],\n\];/);
    expect(read(tree, WIRED_FILES.layoutRulesSpec)).toContain(
      "  ['/m/luckyWheel', true, true, false, true, 'history', 'route_lucky_wheel'],\n  ['/m/unknown/page'",
    );
    const app = read(tree, WIRED_FILES.routeScreens);
    expect(app).toContain("import { loadLuckyWheelScreen } from '@playdeck/features-lucky-wheel';\n");
    expect(app).toMatch(/ {2}luckyWheel: loadLuckyWheelScreen,\n\};/);
    expect(app.indexOf('loadLuckyWheelScreen }')).toBeLessThan(app.indexOf('export const routeScreens'));
  });

  it('gives the route the access and the title asked for', async () => {
    await featureGenerator(tree, { name: 'prize2', access: 'member', title: 'Prize draw' });
    expect(read(tree, WIRED_FILES.routeTable)).toContain("route('prize2', paths.prize2, 'route_prize2', 'member'),");
    expect(json(tree, WIRED_FILES.commonTexts('en')).route_prize2).toBe('Prize draw');
    expect(read(tree, 'libs/features/prize2/src/screen/prize2-screen.stories.tsx')).toContain("title: 'Screens/Prize draw'");
  });

  it('says what it made and what is left to do', async () => {
    const logged: string[] = [];
    const info = vi.spyOn(logger, 'info').mockImplementation((message) => void logged.push(String(message)));
    (await featureGenerator(tree, { name: 'lucky-wheel' }))();
    info.mockRestore();
    const text = logged.join('\n');
    expect(text).toContain('Created libs/features/lucky-wheel: Lucky wheel at /m/luckyWheel (access public)');
    expect(text).toContain('Translate route_lucky_wheel');
    expect(text).toContain('npm run visual -- --story screens-lucky-wheel --accept');
  });

  describe('refuses, naming the option, and writes nothing', () => {
    it.each([
      ['a name that is not kebab case', { name: 'LuckyWheel' }, /name: "LuckyWheel" is not a feature name/],
      ['an existing feature', { name: 'records' }, /name: libs\/features\/records exists already/],
      ['an existing text group', { name: 'lottery' }, /name: the text group lottery exists already/],
      ['an existing route', { name: 'withdraw' }, /name: the route withdraw exists already/],
      ['an unknown access', { name: 'lucky-wheel', access: 'vip' as never }, /access: "vip" is not one of public, session/],
    ])('%s', async (_case, options, message) => {
      const before = tree.listChanges().length;
      await expect(featureGenerator(tree, options)).rejects.toThrow(message);
      expect(tree.listChanges().length).toBe(before);
    });
  });

  it('names the file and the line it looks for when a wired file has changed shape', async () => {
    tree.write(WIRED_FILES.paths, 'export const routePaths = {};\n');
    await expect(featureGenerator(tree, { name: 'lucky-wheel' })).rejects.toThrow(
      /libs\/routes\/src\/paths\.ts: cannot find .* after .*export const paths/,
    );
  });
});
