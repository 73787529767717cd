import type { Tree } from '@nx/devkit';
import type { FeatureTemplateValues } from './templates';

/*
 * The edits to files other features own too: each inserts before (or after) a line the file is known to have,
 * and names the file and the line when it is gone, so a refactor of the file shows up as a failing generator spec.
 */

export const WIRED_FILES = {
  tsconfig: 'tsconfig.base.json',
  textGroups: 'libs/i18n/src/text-group-names.ts',
  paths: 'libs/routes/src/paths.ts',
  routeTable: 'libs/features/shell/src/routes/route-table.ts',
  resolveRouteSpec: 'libs/features/shell/src/routes/resolve-route.spec.ts',
  layoutRulesSpec: 'libs/features/shell/src/layout/layout-rules.spec.ts',
  routeScreens: 'apps/mobile/src/route-screens.ts',
  commonTexts: (language: string) => `libs/i18n/src/locales/${language}/common.json`,
} as const;

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file}: not found; the feature generator wires new features into it.`);
  return text;
}

/** Inserts `lines` before the first match of `anchor` at or after `from` (a regex or text). */
function insertBefore(tree: Tree, file: string, anchor: RegExp, lines: string, from?: RegExp): void {
  const text = read(tree, file);
  const start = from ? text.search(from) : 0;
  const index = start < 0 ? -1 : text.slice(start).search(anchor);
  if (index < 0)
    throw new Error(`${file}: cannot find ${from ? `${anchor} after ${from}` : anchor}; the feature generator adds its entry there.`);
  const at = start + index;
  tree.write(file, text.slice(0, at) + lines + text.slice(at));
}

export function addTsconfigPath(tree: Tree, { name }: FeatureTemplateValues): void {
  const file = WIRED_FILES.tsconfig;
  const config = JSON.parse(read(tree, file)) as { compilerOptions: { paths: Record<string, string[]> } };
  config.compilerOptions.paths[`@playdeck/features-${name}`] = [`./libs/features/${name}/src/index.ts`];
  tree.write(file, `${JSON.stringify(config, null, 2)}\n`);
}

export function addTextGroup(tree: Tree, { name }: FeatureTemplateValues): void {
  insertBefore(tree, WIRED_FILES.textGroups, /\] as const;/, `  '${name}',\n`, /export const TEXT_GROUPS = \[/);
}

export function addPath(tree: Tree, { camel, route }: FeatureTemplateValues): void {
  insertBefore(tree, WIRED_FILES.paths, /\} as const;/, `  ${camel}: '${route}',\n`, /export const paths = \{/);
}

export function addRoute(tree: Tree, { camel, snake, access }: FeatureTemplateValues & { access: string }): void {
  const accessArgument = access === 'public' ? '' : `, '${access}'`;
  insertBefore(
    tree,
    WIRED_FILES.routeTable,
    /\] as const;/,
    `  route('${camel}', paths.${camel}, 'route_${snake}'${accessArgument}),\n`,
    /export const extraRoutes = \[/,
  );
}

/** The route specs write every path out; the new one gets its row (resolved from the extra table, the usual frame). */
export function addRouteSpecRows(tree: Tree, { camel, snake, route }: FeatureTemplateValues): void {
  insertBefore(tree, WIRED_FILES.resolveRouteSpec, /\];/, `  ['${route}', '${camel}'],\n`, /const EXTRA: \[string, string\]\[\] = \[/);
  insertBefore(
    tree,
    WIRED_FILES.layoutRulesSpec,
    /  \['\/m\/unknown\/page'/,
    `  ['${route}', true, true, false, true, 'history', 'route_${snake}'],\n`,
    /const ROWS: Row\[\] = \[/,
  );
}

/** The loader in the app's route table: into the feature's import when the app has one, else a new import. */
export function addRouteScreen(tree: Tree, { feature, camel, pascal }: { feature: string; camel: string; pascal: string }): void {
  const file = WIRED_FILES.routeScreens;
  const loader = `load${pascal}Screen`;
  const text = read(tree, file);
  const existing = new RegExp(`import \\{([^}]*)\\} from '@playdeck/features-${feature}';`);
  const found = text.match(existing);
  if (found) {
    const names = [
      ...found[1]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
      loader,
    ].sort();
    tree.write(file, text.replace(existing, `import { ${names.join(', ')} } from '@playdeck/features-${feature}';`));
  } else {
    // After the last import, so the file's imports stay one block.
    const lastImport = [...text.matchAll(/^import [\s\S]*? from '[^']+';\n/gm)].at(-1);
    if (!lastImport) throw new Error(`${file}: no import found; the feature generator imports the new loader there.`);
    const afterImports = lastImport.index + lastImport[0].length;
    const importLine = `import { ${loader} } from '@playdeck/features-${feature}';\n`;
    tree.write(file, text.slice(0, afterImports) + importLine + text.slice(afterImports));
  }
  insertBefore(tree, file, /\n\};/, `\n  ${camel}: ${loader},`, /export const routeScreens: ScreenRegistry = \{/);
}

/** Every edit that makes a screen a route of the app: title, path, route, the route specs' rows, the app's loader. */
export function addScreenRoute(tree: Tree, values: FeatureTemplateValues, feature: string, access: string): void {
  addRouteTitle(tree, values, { en: values.title, ty: values.title, th: values.title });
  addPath(tree, values);
  addRoute(tree, { ...values, access });
  addRouteSpecRows(tree, values);
  addRouteScreen(tree, { ...values, feature });
}

/** Texts appended to a text group's file in each language. */
export function addTexts(tree: Tree, group: string, texts: Record<string, Record<string, string>>): void {
  for (const [language, added] of Object.entries(texts)) {
    const file = `libs/i18n/src/locales/${language}/lazy/${group}.json`;
    const current = tree.exists(file) ? (JSON.parse(read(tree, file)) as Record<string, string>) : {};
    const taken = Object.keys(added).filter((key) => key in current);
    if (taken.length) throw new Error(`${file}: ${taken.join(', ')} exist already.`);
    tree.write(file, `${JSON.stringify({ ...current, ...added }, null, 2)}\n`);
  }
}

/** The header title `route_<snake>` in each language's common.json, after the last route title. */
export function addRouteTitle(tree: Tree, { snake }: FeatureTemplateValues, titles: Record<string, string>): void {
  for (const [language, title] of Object.entries(titles)) {
    const file = WIRED_FILES.commonTexts(language);
    const texts = JSON.parse(read(tree, file)) as Record<string, string>;
    const entries = Object.entries(texts);
    const lastRoute = entries.map(([key]) => key.startsWith('route_')).lastIndexOf(true);
    entries.splice(lastRoute + 1, 0, [`route_${snake}`, title]);
    tree.write(file, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
  }
}
