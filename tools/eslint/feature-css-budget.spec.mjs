import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import plugin, { budgetOf, featureCssLines } from './feature-css-budget.mjs';

const made = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A workspace with one feature whose two .css.ts files hold the given number of lines, and a budget file. */
function workspace({ lines, budget }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'css-budget-'));
  made.push(root);
  const src = path.join(root, 'libs/features/demo/src/parts');
  fs.mkdirSync(src, { recursive: true });
  const rule = "export const a = style({ color: 'red' });\n";
  fs.writeFileSync(path.join(root, 'libs/features/demo/src/a.css.ts'), rule.repeat(Math.ceil(lines / 2)));
  fs.writeFileSync(path.join(src, 'b.css.ts'), rule.repeat(Math.floor(lines / 2)));
  fs.writeFileSync(path.join(root, 'budget.json'), JSON.stringify({ default: 5, features: { demo: budget } }));
  return root;
}

function lint(root, file) {
  const linter = new Linter({ cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { playdeck: plugin },
      rules: { 'playdeck/feature-css-budget': ['error', { configFile: 'budget.json' }] },
    },
  ];
  const filename = path.join(root, file);
  return linter.verify(fs.readFileSync(filename, 'utf8'), config, { filename }).map((message) => message.message);
}

describe('feature CSS line budget (lint)', () => {
  it('counts every line of every .css.ts file of the feature, nested folders too', () => {
    const root = workspace({ lines: 7, budget: 10 });
    expect(featureCssLines(path.join(root, 'libs/features/demo'))).toBe(7);
  });

  it('passes a feature within its budget', () => {
    const root = workspace({ lines: 10, budget: 10 });
    expect(lint(root, 'libs/features/demo/src/a.css.ts')).toEqual([]);
  });

  it('fails every CSS file of a feature over its budget, naming the figures and the fix', () => {
    const root = workspace({ lines: 11, budget: 10 });
    const [message] = lint(root, 'libs/features/demo/src/parts/b.css.ts');
    expect(message).toContain('Feature "demo" holds 11 lines of CSS, over its budget of 10 (budget.json)');
    expect(message).toContain('Stack, Inline, Columns, Text and Box');
    expect(lint(root, 'libs/features/demo/src/a.css.ts')).toHaveLength(1);
  });

  it('gives a feature the config does not name the default budget', () => {
    expect(budgetOf({ default: 5, features: { demo: 10 } }, 'new-feature')).toBe(5);
    expect(budgetOf({ default: 5, features: { demo: 10 } }, 'demo')).toBe(10);
  });

  it('leaves files outside the features alone', () => {
    const root = workspace({ lines: 11, budget: 10 });
    fs.mkdirSync(path.join(root, 'libs/ui/src'), { recursive: true });
    fs.writeFileSync(path.join(root, 'libs/ui/src/x.css.ts'), "export const a = style({ color: 'red' });\n".repeat(50));
    expect(lint(root, 'libs/ui/src/x.css.ts')).toEqual([]);
  });
});

describe('the workspace budgets', () => {
  it('hold for every feature as the tree stands', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const config = JSON.parse(fs.readFileSync(path.join(root, 'tools/css-budget.config.json'), 'utf8'));
    const over = fs
      .readdirSync(path.join(root, 'libs/features'))
      .map((feature) => ({ feature, lines: featureCssLines(path.join(root, 'libs/features', feature)), budget: budgetOf(config, feature) }))
      .filter(({ lines, budget }) => lines > budget);
    expect(over).toEqual([]);
  });
});
