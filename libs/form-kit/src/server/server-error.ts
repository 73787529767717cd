import type { CallDefinition, RefusalCode } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import type { FieldMessage } from '../schema/field-message';

/** How a form reads the platform's refusals. */
export interface ServerErrorMap<Field extends string> {
  /** The fields the form shows now; a refusal about any other field is a form-level message. */
  fields: readonly Field[];
  /** Refusals about one field that come without `value.field`, by errorCode. */
  fieldOfCode?: Readonly<Record<string, Field>>;
  /** The platform's names for a form field, when they differ (`mobileNo` for `mobileNum`). */
  aliases?: Readonly<Record<string, Field>>;
  /** A sharper message for a field than the errorCode's own (e.g. the rule it broke); null for the default. */
  messageFor?: (error: ApiError, field: Field) => FieldMessage | null;
}

/**
 * A form's `fieldOfCode` for the refusals of `call` (or of each of `calls`, when the form sends more than one):
 * its keys are typed against the codes the contract declares for them (RefusalCode), so a misspelt code, or
 * one the platform never answers those calls, fails typecheck.
 * `fieldsOfCodes(contract.bankCard.add, { 'bankcard.duplicate': 'cardNumber' })`.
 */
export function fieldsOfCodes<C extends CallDefinition, const Fields extends { readonly [Code in RefusalCode<C>]?: string }>(
  _calls: C | readonly C[],
  fields: Fields & { readonly [Code in Exclude<keyof Fields, RefusalCode<C>>]: never },
): Readonly<Record<string, Fields[keyof Fields] & string>> {
  return fields;
}

/** Where a refusal belongs: on a field, or (field null) said for the whole form. */
export interface ServerErrorTarget<Field extends string> {
  field: Field | null;
  message: FieldMessage;
}

/** Maps any failure onto a field the form shows (by `value.field`, else by errorCode), or onto the form. */
export function mapServerError<Field extends string>(error: unknown, map: ServerErrorMap<Field>): ServerErrorTarget<Field> {
  const description = describeError(error);
  if (!(error instanceof ApiError)) return { field: null, message: description };
  const named = error.value?.field;
  const candidates = [named && (map.aliases?.[named] ?? named), map.fieldOfCode?.[error.errorCode]];
  const field = candidates.find((candidate): candidate is Field => Boolean(candidate) && map.fields.includes(candidate as Field));
  if (!field) return { field: null, message: description };
  return { field, message: map.messageFor?.(error, field) ?? description };
}
