import { PlatformError } from './platform-error';

/**
 * The request headers the platform reads (upstream-contract.md's, the encrypted body's, the proxy's
 * country). Only these are checked: a header nobody reads cannot reach the database.
 */
export const READ_HEADERS = [
  'merchant',
  'authorization',
  'language',
  'device',
  'module',
  'x-real-ua',
  'user-agent',
  'encryption',
  'x-digest',
  'x-rsa',
  'x-country',
  'cf-ipcountry',
] as const;

/** Deeper than any call's body: a deeper one is refused before anything walks it recursively. */
const MAX_DEPTH = 16;

/**
 * What PostgreSQL's text cannot hold: NUL, and UTF-16 surrogates without their pair (they have no UTF-8
 * encoding). Either makes the query fail, which used to answer 500.
 */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_TEXT.test(text);
}

/**
 * Numbers a request may carry: finite and whole-number exact (|n| ≤ 2^53 - 1). Amounts are bounded
 * tighter by the contract's moneySchema; this is the floor no call's schema can forget.
 */
export function isAcceptableNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}

export interface InputProblem {
  /** Where, as a dotted path from the request part (`body.userName`, `header.merchant`). */
  field: string;
  problem: string;
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

/** The first value in `input` the database could not take, or undefined when all of it is acceptable. */
export function findUnacceptableInput(input: unknown, path = '', depth = 0): InputProblem | undefined {
  if (typeof input === 'string') return isStorableText(input) ? undefined : { field: path, problem: 'NUL or an unpaired surrogate' };
  if (typeof input === 'number') return isAcceptableNumber(input) ? undefined : { field: path, problem: 'a number out of range' };
  if (typeof input === 'bigint') return { field: path, problem: 'a number out of range' };
  if (input === null || typeof input !== 'object') return undefined;
  // Raw bytes (an upload) are judged by their own call, never stored as text.
  if (ArrayBuffer.isView(input) || input instanceof ArrayBuffer) return undefined;
  if (depth >= MAX_DEPTH) return { field: path, problem: 'nested too deep' };
  const entries: [string | number, unknown][] = Array.isArray(input) ? input.map((item, index) => [index, item]) : Object.entries(input);
  for (const [key, value] of entries) {
    if (typeof key === 'string' && !isStorableText(key)) return { field: path, problem: 'a key with NUL or an unpaired surrogate' };
    const found = findUnacceptableInput(value, join(path, key), depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses, as request_param_err naming the field, a request part holding what the database cannot take. */
export function assertAcceptableInput(part: 'query' | 'body' | 'header', input: unknown): void {
  const found = findUnacceptableInput(input);
  if (!found) return;
  const field = found.field || part;
  throw new PlatformError('request_param_err', {
    message: `${part === 'header' || !found.field ? field : `${part}.${field}`}: ${found.problem}`,
    value: { field },
  });
}

/** The headers of READ_HEADERS the request carries, for assertAcceptableInput. */
export function readHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const read: Record<string, string | string[]> = {};
  for (const name of READ_HEADERS) {
    const value = headers[name];
    if (value !== undefined) read[name] = value;
  }
  return read;
}
