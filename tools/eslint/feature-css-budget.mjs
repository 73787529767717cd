import fs from 'node:fs';
import path from 'node:path';

/**
 * A feature's own CSS (its .css.ts files) has a line budget: layout and theme values belong to the layout primitives
 * and the sprinkles, and a feature keeps only what is its own (issue 30, "closed layout primitives"). Budgets live in
 * tools/css-budget.config.json; a feature it does not name gets `default`.
 */
const featureOf = (filename) => /[\\/]libs[\\/]features[\\/]([^\\/]+)[\\/].*\.css\.ts$/.exec(filename)?.[1];

function cssFiles(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...cssFiles(full));
    else if (entry.name.endsWith('.css.ts')) found.push(full);
  }
  return found;
}

/** Lines as `wc -l` counts them: every line of every .css.ts file under the feature's folder. */
export function featureCssLines(featureDir, read = (file) => fs.readFileSync(file, 'utf8')) {
  return cssFiles(featureDir).reduce((sum, file) => sum + (read(file).match(/\n/g)?.length ?? 0), 0);
}

export function budgetOf(config, feature) {
  return config.features?.[feature] ?? config.default;
}

export const featureCssBudget = {
  meta: {
    type: 'suggestion',
    docs: { description: "Keeps a feature's own CSS within its line budget" },
    schema: [{ type: 'object', properties: { configFile: { type: 'string' } }, additionalProperties: false }],
    messages: {
      over: 'Feature "{{feature}}" holds {{lines}} lines of CSS, over its budget of {{budget}} ({{configFile}}): draw layout with Stack, Inline, Columns, Text and Box, and theme values with sprinkles.',
    },
  },
  create(context) {
    const feature = featureOf(context.filename);
    if (!feature) return {};
    const configFile = context.options[0]?.configFile ?? 'tools/css-budget.config.json';
    const root = context.cwd;
    const config = JSON.parse(fs.readFileSync(path.resolve(root, configFile), 'utf8'));
    const featureDir = path.join(
      context.filename.slice(0, context.filename.search(/[\\/]libs[\\/]features[\\/]/)),
      'libs',
      'features',
      feature,
    );
    return {
      Program(node) {
        const lines = featureCssLines(featureDir);
        const budget = budgetOf(config, feature);
        if (lines > budget) context.report({ node, messageId: 'over', data: { feature, lines, budget, configFile } });
      },
    };
  },
};

export default { rules: { 'feature-css-budget': featureCssBudget } };
