import { formatFiles, logger, type Tree } from '@nx/devkit';
import { FEATURE_NAME, featureNames } from './names';
import * as files from './templates';
import { addScreenRoute, addTextGroup, addTexts, addTsconfigPath, WIRED_FILES } from './wiring';

export interface FeatureGeneratorSchema {
  name: string;
  access?: 'public' | 'session' | 'member' | 'real' | 'agent';
  title?: string;
}

const ACCESS = ['public', 'session', 'member', 'real', 'agent'];

function checkOptions(tree: Tree, options: FeatureGeneratorSchema): void {
  if (!FEATURE_NAME.test(options.name ?? ''))
    throw new Error(
      `name: "${options.name ?? ''}" is not a feature name; use lower-case letters, digits and dashes, starting with a letter.`,
    );
  if (tree.exists(`libs/features/${options.name}`)) throw new Error(`name: libs/features/${options.name} exists already.`);
  const { camel } = featureNames(options.name);
  const paths = tree.read(WIRED_FILES.paths, 'utf-8') ?? '';
  if (new RegExp(`^\\s*${camel}:`, 'm').test(paths)) throw new Error(`name: the route ${camel} exists already (${WIRED_FILES.paths}).`);
  if (new RegExp(`'${options.name}',`).test(tree.read(WIRED_FILES.textGroups, 'utf-8') ?? ''))
    throw new Error(`name: the text group ${options.name} exists already (${WIRED_FILES.textGroups}).`);
  if (options.access !== undefined && !ACCESS.includes(options.access))
    throw new Error(`access: "${options.access}" is not one of ${ACCESS.join(', ')}.`);
}

/** `nx g @playdeck/workspace:feature <name>`: libs/features/<name> with a screen at /m/<camelName>, wired into the app. */
export async function featureGenerator(tree: Tree, options: FeatureGeneratorSchema) {
  checkOptions(tree, options);
  const names = featureNames(options.name);
  const values = { ...names, route: `/m/${names.camel}`, title: options.title?.trim() || names.words };
  const access = options.access ?? 'public';
  const root = `libs/features/${names.name}`;
  const screen = `${root}/src/screen/${names.name}-screen`;

  tree.write(`${root}/project.json`, files.projectJson(names));
  tree.write(`${root}/tsconfig.json`, files.tsconfigJson());
  tree.write(`${root}/README.md`, files.readme(values));
  tree.write(`${root}/src/index.ts`, files.indexTs(values));
  tree.write(`${root}/src/index.spec.ts`, files.indexSpec(values));
  tree.write(`${screen}.tsx`, files.screenTsx(values));
  tree.write(`${screen.replace(/-screen$/, '-query')}.ts`, files.screenQueryTs(values));
  tree.write(`${screen}.spec.tsx`, files.screenSpec(values));
  tree.write(`${screen}.stories.tsx`, files.screenStories(values));
  addTexts(tree, names.name, files.textGroup(values));

  addTsconfigPath(tree, values);
  addTextGroup(tree, values);
  addScreenRoute(tree, values, names.name, access);
  await formatFiles(tree);

  return () => {
    logger.info(
      [
        `Created ${root}: ${values.title} at ${values.route} (access ${access}), wired into the route table and the app.`,
        `Translate route_${names.snake} in libs/i18n/src/locales/ty/common.json and th/common.json (written in English).`,
        `Replace the screen's call (system.status) with the feature's own: ${screen}.tsx, its spec and stories.`,
        `Check it: npx vitest run ${root}/ && npx tsc -p tsconfig.json --noEmit`,
        `Pictures of its stories: npm run visual -- --story screens-${values.title.toLowerCase().replace(/\W+/g, '-')} --accept`,
      ].join('\n'),
    );
  };
}

export default featureGenerator;
