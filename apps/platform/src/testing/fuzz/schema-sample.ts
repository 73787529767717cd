import type * as z from 'zod/mini';
import type { Random } from './random';

/**
 * Values a contract schema accepts, made from the schema itself (zod's definitions), so the fuzzer gets
 * past each call's validation into its handler, where the 500s hide. Leaves with a pattern are filled from
 * a pool of values shaped like the platform's (UUIDs, codes, phone numbers, e-mails, dates): the first one
 * the leaf accepts is taken. A leaf nothing fits gets a plain value, and the request is then a refusal test.
 */

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  element?: Schema;
  in?: Schema;
  options?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  values?: unknown[];
  entries?: Record<string, unknown>;
  coerce?: boolean;
}
type Schema = z.ZodMiniType & { _zod: { def: Def } };

const defOf = (schema: z.ZodMiniType) => (schema as Schema)._zod.def;

function uuid(random: Random): string {
  const hex = () => random.int(16).toString(16);
  const part = (length: number) => Array.from({ length }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
}

function stringPool(random: Random): string[] {
  const digits = (length: number) => Array.from({ length }, () => random.int(10)).join('');
  return [
    uuid(random),
    `fuzz-${digits(10)}`,
    'member01',
    'MAIN',
    'PG',
    'RNG',
    'EN',
    '84',
    `09${digits(8)}`,
    digits(6),
    digits(16),
    `R${digits(12)}`,
    'Abcd1234',
    `fuzz${digits(6)}@example.com`,
    '2000-01-01',
    'abcdef0123',
    'Lucky Player',
    'PLAYDECK',
    'hello',
    'YWJjZA==',
    '1',
  ];
}

// Fixed instants, not Date.now(): the same seed sends the same requests.
const numberPool = (random: Random) => [1, 2, 10, 100, 0, 1.5, 12.34, random.int(1_000) + 1, 1_700_000_000_000, 1_760_000_000_000];

function leaf(schema: z.ZodMiniType, random: Random, pool: unknown[]): unknown {
  const start = random.int(pool.length);
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[(start + i) % pool.length];
    if (schema.safeParse(candidate).success) return candidate;
  }
  return pool[start];
}

/** A value `schema` (probably) accepts; `depth` stops recursive shapes. */
export function sampleOf(schema: z.ZodMiniType, random: Random, depth = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const optional = ['optional', 'default'].includes(defOf(field).type);
        if (optional && random.chance(0.3)) continue;
        value[key] = sampleOf(field, random, depth + 1);
      }
      return value;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType!, random, depth + 1);
    case 'pipe':
      return sampleOf(def.in!, random, depth + 1);
    case 'union':
      return sampleOf(random.pick(def.options!), random, depth + 1);
    case 'array':
      return depth > 6
        ? []
        : Array.from({ length: random.int(3) + (random.chance(0.5) ? 1 : 0) }, () => sampleOf(def.element!, random, depth + 1));
    case 'record': {
      const key = String(sampleOf(def.keyType!, random, depth + 1));
      return { [key]: sampleOf(def.valueType!, random, depth + 1) };
    }
    case 'literal':
      return random.pick(def.values!);
    case 'enum':
      return random.pick(Object.values(def.entries!));
    case 'boolean':
      return random.chance(0.5);
    case 'number':
      return leaf(schema, random, numberPool(random));
    case 'string':
      return leaf(schema, random, stringPool(random));
    default:
      return leaf(schema, random, [...stringPool(random), ...numberPool(random), true, null]);
  }
}

/** A sample that passes the whole schema (object-level refinements included) when one of a few tries does. */
export function validSampleOf(schema: z.ZodMiniType, random: Random, tries = 8): unknown {
  let sample: unknown;
  for (let i = 0; i < tries; i++) {
    sample = sampleOf(schema, random);
    if (schema.safeParse(sample).success) return sample;
  }
  return sample;
}
