import * as z from 'zod/mini';
import { encodeMessage, type FieldMessage } from './field-message';

type Params = FieldMessage['params'];
/** A check on a (trimmed) text value; rules other than `required` let an empty value pass. */
export type TextRule = z.core.$ZodCheck<string>;

const refusal = (key: string, params?: Params) => ({ error: encodeMessage({ key, params }) });

export const required = (key: string, params?: Params): TextRule => z.refine((value: string) => value !== '', refusal(key, params));

export const matches = (regex: RegExp, key: string, params?: Params): TextRule =>
  z.refine((value: string) => value === '' || regex.test(value), refusal(key, params));

/** Length in characters (code points), so a name in any script counts as typed. */
export const lengthBetween = (min: number, max: number, key: string): TextRule =>
  z.refine(
    (value: string) => {
      const length = [...value].length;
      return value === '' || (length >= min && length <= max);
    },
    refusal(key, { min, max }),
  );

/** Any other test of the value, with its message (or null when it passes). */
export const satisfies = (message: (value: string) => FieldMessage | null): TextRule =>
  z.superRefine((value: string, context) => {
    const failure = message(value);
    if (failure) context.addIssue({ code: 'custom', message: encodeMessage(failure), input: value });
  });

/**
 * A text field's schema: trimmed first (the output, and so what is submitted, is the trimmed value) unless
 * `trim` is false, then each rule in order; the first failing rule's message is the one shown.
 */
export function text(rules: readonly TextRule[], { trim = true }: { trim?: boolean } = {}) {
  return z.string().check(...(trim ? [z.trim()] : []), ...rules);
}

/** An object-level check that `field` equals `other` (a confirmation): required key, then mismatch key. */
export function sameAs<Field extends string>(field: Field, other: string, requiredKey: string, mismatchKey: string) {
  return z.superRefine((values: Record<string, unknown>, context) => {
    const value = String(values[field] ?? '').trim();
    const key = value === '' ? requiredKey : value === String(values[other] ?? '').trim() ? null : mismatchKey;
    if (key) context.addIssue({ code: 'custom', message: encodeMessage({ key }), path: [field], input: value });
  });
}
