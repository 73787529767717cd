import { formatFiles, logger, type Tree } from '@nx/devkit';
import { FEATURE_NAME, featureNames } from '../feature/names';
import * as files from '../feature/templates';
import { addScreenRoute, addTexts, WIRED_FILES } from '../feature/wiring';

export interface ScreenGeneratorSchema {
  feature: string;
  name: string;
  access?: 'public' | 'session' | 'member' | 'real' | 'agent';
  title?: string;
}

const ACCESS = ['public', 'session', 'member', 'real', 'agent'];
const SHARED_GROUPS = new Set(['kit', 'forms']);

/** The feature's own text group: the first loadTexts('…') of its index.ts that is not a shared kit's. */
function textGroupOf(index: string, file: string): string {
  const group = [...index.matchAll(/loadTexts\('([\w-]+)'\)/g)].map((match) => match[1]!).find((name) => !SHARED_GROUPS.has(name));
  if (!group) throw new Error(`${file}: no loadTexts('<group>') of the feature's own; the screen's texts go into that group.`);
  return group;
}

function checkOptions(tree: Tree, options: ScreenGeneratorSchema): void {
  if (!tree.exists(`libs/features/${options.feature ?? ''}/src/index.ts`))
    throw new Error(`feature: "${options.feature ?? ''}" is not a feature; give a folder of libs/features with a src/index.ts.`);
  if (!FEATURE_NAME.test(options.name ?? ''))
    throw new Error(
      `name: "${options.name ?? ''}" is not a screen name; use lower-case letters, digits and dashes, starting with a letter.`,
    );
  const { camel } = featureNames(options.name);
  if (new RegExp(`^\\s*${camel}:`, 'm').test(tree.read(WIRED_FILES.paths, 'utf-8') ?? ''))
    throw new Error(`name: the route ${camel} exists already (${WIRED_FILES.paths}).`);
  if (tree.exists(`libs/features/${options.feature}/src/${options.name}`))
    throw new Error(`name: libs/features/${options.feature}/src/${options.name} exists already.`);
  if (options.access !== undefined && !ACCESS.includes(options.access))
    throw new Error(`access: "${options.access}" is not one of ${ACCESS.join(', ')}.`);
}

/** `nx g @playdeck/workspace:screen <feature> <name>`: a screen at /m/<camelName> in an existing feature, wired into the app. */
export async function screenGenerator(tree: Tree, options: ScreenGeneratorSchema) {
  checkOptions(tree, options);
  const names = featureNames(options.name);
  const values = { ...names, route: `/m/${names.camel}`, title: options.title?.trim() || names.words };
  const access = options.access ?? 'public';
  const indexFile = `libs/features/${options.feature}/src/index.ts`;
  const index = tree.read(indexFile, 'utf-8')!;
  const group = textGroupOf(index, indexFile);
  const folder = `libs/features/${options.feature}/src/${names.name}`;
  const screen = `${folder}/${names.name}-screen`;

  tree.write(`${screen}.tsx`, files.screenTsx(values));
  tree.write(`${screen.replace(/-screen$/, '-query')}.ts`, files.screenQueryTs(values));
  tree.write(`${screen}.spec.tsx`, files.screenSpec(values));
  tree.write(`${screen}.stories.tsx`, files.screenStories(values));
  addTexts(tree, group, files.textGroup(values));
  const withTextImport = /from '@playdeck\/i18n';/.test(index) ? index : `import { loadTexts } from '@playdeck/i18n';\n${index}`;
  tree.write(indexFile, `${withTextImport.trimEnd()}\n\n${files.screenLoader(values, `./${names.name}/${names.name}-screen`, group)}`);
  addScreenRoute(tree, values, options.feature, access);
  await formatFiles(tree);

  return () => {
    logger.info(
      [
        `Created ${screen}.tsx: ${values.title} at ${values.route} (access ${access}), texts in the ${group} group, wired into the app.`,
        `Translate route_${names.snake} in libs/i18n/src/locales/ty/common.json and th/common.json (written in English).`,
        `Replace the screen's call (system.status) with its own: ${screen}.tsx, its spec and stories.`,
      ].join('\n'),
    );
  };
}

export default screenGenerator;
