import type { Random } from './random';

/**
 * What a hostile or broken client puts where a value belongs: text the database cannot hold, numbers past
 * every column, the wrong type, shapes nobody expects. Each replaces one value of an otherwise valid request.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'member\u0000',
  '\uD800',
  'ok\uDFFFok',
  '',
  ' ',
  'x'.repeat(5_000),
  '😀'.repeat(300),
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}',
  '\u202egnp.exe',
  'NaN',
  'Infinity',
  '1e17',
  '-1',
  '9223372036854775808',
  1e17,
  -1e17,
  1e308,
  -1,
  0,
  0.001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  true,
  false,
  null,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: ['\u0000'] } },
];

/** The classes that answered 500 before the edge check: each is tried in every field of every call. */
export const KEY_HOSTILE_VALUES: readonly unknown[] = ['member\u0000', 'x\uD800', 1e17];

type Path = (string | number)[];

/** The paths to `value`'s leaves (strings, numbers, booleans, null), a few levels deep. */
export function leafPaths(value: unknown, depth = 0): Path[] {
  if (value === null || typeof value !== 'object') return [[]];
  if (depth >= 3) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => leafPaths(item, depth + 1).map((rest) => [key, ...rest]));
}

function shallowCopy(value: unknown): Record<string | number, unknown> {
  return (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<string | number, unknown>;
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = shallowCopy(value);
  copy[key!] = replaceAt(copy[key!], rest, replacement);
  return copy;
}

/** Whole bodies that are not the call's shape at all. */
export const HOSTILE_BODIES: readonly unknown[] = [{}, [], 'text', 12, null, { '\u0000': 'key' }, [[[[[[]]]]]]];

/** Request bodies that are not even JSON, or JSON a parser must refuse (a prototype key). */
export const RAW_BODIES: readonly string[] = [
  '{',
  '{"a":',
  'null',
  '"\\uD800"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
];

/** `value` with one of its leaves (or itself) replaced by a hostile value. */
export function mutate(value: unknown, random: Random): unknown {
  const replacement = random.pick(HOSTILE_VALUES);
  if (value === null || typeof value !== 'object') return replacement;
  const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  if (keys.length === 0 || random.chance(0.1)) return replacement;
  const key = random.pick(keys as (string | number)[]);
  const copy = shallowCopy(value);
  // Half of the time a level deeper, so nested fields (a list's items, a union's branch) are reached too.
  const inner = copy[key];
  copy[key] = inner !== null && typeof inner === 'object' && random.chance(0.5) ? mutate(inner, random) : replacement;
  return copy;
}
