import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from './contrast';
import { themeColorsSchema } from './schema';

const workspaceRoot = path.resolve(__dirname, '../../..');
/** Where the components' styles live: the kit, the features, the form and game kits, the app's root. */
const STYLE_ROOTS = ['libs', 'apps/mobile/src'];

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : styleFiles(full);
    return entry.name.endsWith('.css.ts') && !entry.name.endsWith('.stories.css.ts') ? [full] : [];
  });
}

interface Rule {
  /** What is directly inside the braces, nested objects cut out. */
  own: string;
  parent?: Rule;
}

/** Each `{ … }` of a file, with the one it sits in: a style rule, its selectors, their rules. */
function rules(source: string): Rule[] {
  const found: Rule[] = [];
  const open: { start: number; nested: { start: number; end: number; rule: Rule }[]; interpolation: boolean }[] = [];
  for (let index = 0; index < source.length; index += 1) {
    // A template literal's ${…} is part of the value it sits in, not a rule.
    if (source[index] === '{') open.push({ start: index, nested: [], interpolation: source[index - 1] === '$' });
    else if (source[index] === '}' && open.length) {
      const { start, nested, interpolation } = open.pop()!;
      if (interpolation) continue;
      let own = '';
      let from = start + 1;
      for (const child of nested) {
        own += source.slice(from, child.start);
        from = child.end + 1;
      }
      const rule: Rule = { own: own + source.slice(from, index) };
      for (const child of nested) child.rule.parent = rule;
      found.push(rule);
      open.at(-1)?.nested.push({ start, end: index, rule });
    }
  }
  return found;
}

/** A property's value in a rule's own text, up to the comma that ends it (commas inside a gradient's parentheses stay). */
function value(own: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[\\s,])${name}:\\s*`).exec(own);
  if (!match) return undefined;
  let depth = 0;
  for (let index = match.index + match[0].length; index < own.length; index += 1) {
    const char = own[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if ((char === ',' || char === '\n') && depth === 0) return own.slice(match.index + match[0].length, index);
  }
  return own.slice(match.index + match[0].length);
}

const COLOR_TOKENS = new Set(Object.keys(themeColorsSchema.shape));
const tokensIn = (text = '') =>
  [...text.matchAll(/vars\.colors\.(\w+)|'(\w+)'/g)].map((match) => (match[1] ?? match[2])!).filter((token) => COLOR_TOKENS.has(token));

/** A rule's own value of a property, or the nearest enclosing rule's: a selected state keeps its rule's fill or text colour. */
function inherited(rule: Rule | undefined, name: string): string[] {
  for (let at = rule; at; at = at.parent) {
    const own = value(at.own, name);
    if (own !== undefined) return tokensIn(own);
  }
  return [];
}

/** The colour a rule draws on a fill (any colour of a gradient), where the rule sets either of them. */
function pairsOf(rule: Rule): string[] {
  if (value(rule.own, 'color') === undefined && value(rule.own, 'background(?:Color)?') === undefined) return [];
  // An empty pseudo-element is a shape (a tab's underline), not text on a fill.
  if (value(rule.own, 'content')?.trim() === `'""'`) return [];
  const [foreground] = inherited(rule, 'color');
  const backgrounds = inherited(rule, 'background(?:Color)?');
  return foreground ? backgrounds.map((background) => `${foreground} on ${background}`) : [];
}

/**
 * Rules that draw a colour on a fill and are not in CONTRAST_PAIRS, each with why: the check cannot hold them to a
 * ratio because one side is a picture or a translucent layer over one.
 */
const NOT_TOKEN_PAIRS: Record<string, string> = {};

describe('CONTRAST_PAIRS against the components', () => {
  it('lists every colour a component draws on a theme fill in the same rule', () => {
    // Contrast is symmetric: a toast's surface-coloured text on a text-coloured fill is text on surface inverted.
    const checked = new Set(
      CONTRAST_PAIRS.flatMap((pair) => [`${pair.foreground} on ${pair.background}`, `${pair.background} on ${pair.foreground}`]),
    );
    const drawn = new Map<string, string>();
    const files = STYLE_ROOTS.flatMap((root) => styleFiles(path.join(workspaceRoot, root)));
    for (const file of files) {
      for (const rule of rules(readFileSync(file, 'utf8'))) {
        for (const pair of pairsOf(rule)) drawn.set(pair, path.relative(workspaceRoot, file));
      }
    }
    const unchecked = [...drawn]
      .filter(([pair]) => !checked.has(pair) && !(pair in NOT_TOKEN_PAIRS))
      .map(([pair, file]) => `${pair} (${file})`);
    expect(files.length).toBeGreaterThan(50);
    expect(drawn.size).toBeGreaterThan(8);
    expect(unchecked).toEqual([]);
  });
});
