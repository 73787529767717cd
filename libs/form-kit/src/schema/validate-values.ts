import type { StandardSchemaV1 } from '@standard-schema/spec';
import { decodeMessage, type FieldMessage } from './field-message';

export type FieldMessages = Record<string, FieldMessage>;
export type ValidationResult<Output> = { ok: true; value: Output; errors: FieldMessages } | { ok: false; errors: FieldMessages };

const pathOf = (issue: StandardSchemaV1.Issue) =>
  (issue.path ?? []).map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment))).join('.');

/**
 * Runs a standard schema synchronously (zod's are, unless a check is async) and answers the first message per
 * field path. Used where a field is judged in the same event as a blur or a keystroke; submit goes through the
 * form's resolver with the same schema.
 */
export function validateValues<Output>(schema: StandardSchemaV1<unknown, Output>, values: unknown): ValidationResult<Output> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('form-kit schemas must validate synchronously');
  if (!result.issues) return { ok: true, value: result.value, errors: {} };
  const errors: FieldMessages = {};
  for (const issue of result.issues) {
    const path = pathOf(issue);
    errors[path] ??= decodeMessage(issue.message);
  }
  return { ok: false, errors };
}
