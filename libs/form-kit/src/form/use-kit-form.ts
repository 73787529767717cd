import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useCallback, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useLatest } from '@playdeck/ui';
import { encodeMessage, type FieldMessage } from '../schema/field-message';
import { validateValues } from '../schema/validate-values';
import { useRevalidateOnLanguageChange } from './use-revalidate-on-language';

/** A refusal from the platform: it stays on its field until the value changes. */
export const SERVER_ERROR = 'server';

export interface KitFormOptions<Values extends FieldValues, Output> {
  /** Rebuilt freely (e.g. when a field appears); the form always judges by the latest one. */
  schema: StandardSchemaV1<Values, Output>;
  defaultValues: DefaultValues<Values>;
  /** Fields judged again when another one changes, e.g. `{ password: ['confirmPassword'] }`. */
  dependents?: Partial<Record<FieldPath<Values>, readonly FieldPath<Values>[]>>;
}

export interface KitForm<Values extends FieldValues, Output> extends UseFormReturn<Values, unknown, Output> {
  /** Judges the named fields now, shows or clears their messages, and answers the failing ones (first focused when asked). */
  checkFields: (names: readonly FieldPath<Values>[], options?: { focus?: boolean }) => FieldPath<Values>[];
  /** After a value changed: the field's platform refusal goes, a shown message is judged again, and so are its dependents. */
  afterChange: (name: FieldPath<Values>) => void;
  /** Puts a message (usually the platform's) on a field and focuses it. */
  refuse: (name: FieldPath<Values>, message: FieldMessage) => void;
  /** The latest schema, for pieces that judge values themselves. */
  schemaRef: { readonly current: StandardSchemaV1<Values, Output> };
  /** A submission is out (useKitSubmit): <SubmitButton> is busy. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** A refusal about no field, said for the whole form by <FormError>; null when none. */
  formError: FieldMessage | null;
  setFormError: (message: FieldMessage | null) => void;
}

/**
 * react-hook-form over a standard schema (zod/mini): submit runs the schema through the standard-schema
 * resolver; a field is judged on blur, and again while it is typed in once it shows a message, synchronously,
 * so the message is there in the same event. Messages are i18n keys; shown ones are judged again 200 ms after
 * the language changes.
 */
export function useKitForm<Values extends FieldValues, Output = Values>({
  schema,
  defaultValues,
  dependents,
}: KitFormOptions<Values, Output>): KitForm<Values, Output> {
  const schemaRef = useLatest(schema);
  const dependentsRef = useLatest(dependents);
  const resolver = useCallback<Resolver<Values, unknown, Output>>(
    (values, context, options) => standardSchemaResolver(schemaRef.current)(values, context, options),
    [schemaRef],
  );
  // The kit decides when a field is judged (blur, typing after a message); react-hook-form judges on submit.
  const form = useForm<Values, unknown, Output>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { getValues, getFieldState, setError, clearErrors, setFocus } = form;
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<FieldMessage | null>(null);

  const checkFields = useCallback(
    (names: readonly FieldPath<Values>[], { focus = false }: { focus?: boolean } = {}) => {
      const { errors } = validateValues(schemaRef.current, getValues());
      const failing: FieldPath<Values>[] = [];
      for (const name of names) {
        const message = errors[name];
        if (message) {
          failing.push(name);
          setError(name, { type: 'schema', message: encodeMessage(message) });
        } else if (getFieldState(name).error && getFieldState(name).error?.type !== SERVER_ERROR) {
          clearErrors(name);
        }
      }
      if (focus && failing[0]) setFocus(failing[0]);
      return failing;
    },
    [clearErrors, getFieldState, getValues, schemaRef, setError, setFocus],
  );

  const afterChange = useCallback(
    (name: FieldPath<Values>) => {
      const error = getFieldState(name).error;
      if (error?.type === SERVER_ERROR) clearErrors(name);
      const recheck = error ? [name] : [];
      for (const dependent of dependentsRef.current?.[name] ?? []) {
        if (getFieldState(dependent).error || getValues(dependent)) recheck.push(dependent);
      }
      if (recheck.length > 0) checkFields(recheck);
    },
    [checkFields, clearErrors, dependentsRef, getFieldState, getValues],
  );

  const refuse = useCallback(
    (name: FieldPath<Values>, message: FieldMessage) =>
      setError(name, { type: SERVER_ERROR, message: encodeMessage(message) }, { shouldFocus: true }),
    [setError],
  );

  // Read while rendering, so the form re-renders with its errors and the language hook sees the shown ones.
  const shownErrors = form.formState.errors;
  useRevalidateOnLanguageChange(() => {
    const shown = Object.keys(shownErrors) as FieldPath<Values>[];
    checkFields(shown.filter((name) => getFieldState(name).error?.type !== SERVER_ERROR));
  });

  // A fresh object each render: react-hook-form's formState is read through the returned form.
  return { ...form, checkFields, afterChange, refuse, schemaRef, busy, setBusy, formError, setFormError };
}

/** True while every value passes the schema (for a submit that stays disabled until the form is valid). */
export function useFormValid<Values extends FieldValues, Output>(form: KitForm<Values, Output>): boolean {
  const values = useWatch({ control: form.control });
  return validateValues(form.schemaRef.current, { ...form.getValues(), ...values }).ok;
}
