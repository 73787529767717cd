import { envelopeSchema, type CallDefinition } from '@playdeck/api';
import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini leaves messages at "Invalid input"; an operator reading a failed line needs "expected number, received string".
z.config(en());

/** What one answer says about the contract: its value, a refusal, or where it left the contract. */
export type Verdict =
  | { kind: 'value'; value: unknown }
  | { kind: 'refused'; errorCode: string; message?: string | null }
  | { kind: 'mismatch'; path: string; found: string; problem: string }
  | { kind: 'not-json'; status: number; contentType: string };

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

const envelopes = new WeakMap<CallDefinition, z.ZodMiniType>();

function envelopeOf(definition: CallDefinition): z.ZodMiniType {
  let schema = envelopes.get(definition);
  if (!schema) envelopes.set(definition, (schema = envelopeSchema(definition.value)));
  return schema;
}

/**
 * The first issue on the branch the answer chose: the envelope is a union of success and refusal, and the
 * branch whose `success` flag matches the answer is the one whose fields are worth naming.
 */
function firstIssue(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): { path: PropertyKey[]; message: string } | undefined {
  const issue = issues[0];
  if (!issue) return undefined;
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    const branch = issue.errors.find((errors) => !errors.some((inner) => inner.path.length === 1 && inner.path[0] === 'success'));
    if (branch) return firstIssue(branch, path) ?? { path, message: issue.message };
  }
  return { path, message: issue.message };
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let node = json;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

const FOUND_LIMIT = 60;

/** The value as JSON, short enough for one line; `missing` when the field is absent. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > FOUND_LIMIT ? `${text.slice(0, FOUND_LIMIT - 1)}…` : text;
}

export function checkAnswer(definition: CallDefinition, status: number, contentType: string, text: string): Verdict {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'not-json', status, contentType };
  }
  const parsed = envelopeOf(definition).safeParse(json);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error.issues as readonly Issue[]) ?? { path: [], message: 'not an envelope' };
    return {
      kind: 'mismatch',
      path: issue.path.map(String).join('.') || '(root)',
      found: describeFound(valueAt(json, issue.path)),
      problem: issue.message,
    };
  }
  const envelope = parsed.data as { success: true; value: unknown } | { success: false; errorCode: string; message?: string | null };
  return envelope.success
    ? { kind: 'value', value: envelope.value }
    : { kind: 'refused', errorCode: envelope.errorCode, message: envelope.message };
}
