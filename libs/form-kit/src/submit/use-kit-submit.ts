import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { CallDefinition, ValueOf } from '@playdeck/api';
import { invalidateCalls, type ApiError } from '@playdeck/api/client';
import { isSessionEnded } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';
import type { KitForm } from '../form/use-kit-form';
import type { FieldMessage } from '../schema/field-message';
import { mapServerError } from '../server/server-error';
import { useCallMutation, type CallMutationOptions, type WriteArgs } from './call-mutation';

type PartOf<Args, Name extends string> = Args extends { [K in Name]: infer P } ? P : Args extends { [K in Name]?: infer P } ? P : never;

export interface KitSubmitOptions<C extends CallDefinition, Values extends FieldValues, Output> extends Omit<
  CallMutationOptions,
  'requestKey'
> {
  /**
   * The request body from the schema's output (less the `requestId`, which the hook adds where the call takes
   * one). It may be awaited (a proof fetched first); its failure is treated as a refusal.
   */
  body?: (values: Output) => PartOf<WriteArgs<C>, 'body'> | Promise<PartOf<WriteArgs<C>, 'body'>>;
  query?: (values: Output) => PartOf<WriteArgs<C>, 'query'>;
  /** The fields a refusal may be shown on; every field of the form unless said. */
  fields?: readonly FieldPath<Values>[];
  /** Refusals about one field that come without `value.field`, by errorCode (build it with fieldsOfCodes). */
  fieldOfCode?: Readonly<Record<string, string>>;
  /** The platform's names for a form field, when they differ. */
  aliases?: Readonly<Record<string, FieldPath<Values>>>;
  /** A sharper message for a field than the errorCode's own; null for the default. */
  messageFor?: (error: ApiError, field: FieldPath<Values>) => FieldMessage | null;
  /** What makes a submission the same request (see CallMutationOptions.requestKey), from the form's output. */
  requestKey?: (args: WriteArgs<C>) => string;
  /** Where a refusal about no field is said: the form's <FormError> (default) or an error toast. */
  formRefusals?: 'form' | 'toast';
  /** Sees every refusal first (not one that ended the session); answer true when it is handled, so it is not mapped. */
  onRefused?: (error: unknown) => boolean | void;
  /** The platform said yes: the form stays busy until a promise it answers settles. */
  onDone?: (value: ValueOf<C>, values: Output) => unknown;
  /** Once the platform said yes the form stays busy and sends nothing more (it is leaving the screen). */
  busyWhenDone?: boolean;
}

export interface KitSubmit<Output> {
  /** The form's onValid: `<KitForm form={form} onValid={submit}>`. */
  submit: (values: Output) => Promise<void>;
  /** A submission is out (also form.busy, which <SubmitButton> reads). */
  busy: boolean;
}

/**
 * A form's one submit, built on useCallMutation: one submission at a time (a second while one is out sends
 * nothing), the call's request id kept when a try had no answer, nothing said when the session ended (the
 * shell says it), a refusal shown on its field (value.field, fieldOfCode) or for the whole form, and the
 * `invalidates` calls refetched once the platform said yes.
 */
export function useKitSubmit<C extends CallDefinition, Values extends FieldValues, Output>(
  form: KitForm<Values, Output>,
  call: C,
  options: KitSubmitOptions<C, Values, Output>,
): KitSubmit<Output> {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Invalidated after onDone's first step, so answers it writes into the cache are refetched too.
  const { send } = useCallMutation(call, { requestKey: options.requestKey });
  const inFlight = useRef(false);

  const refused = (error: unknown) => {
    if (isSessionEnded(error)) return;
    if (options.onRefused?.(error) === true) return;
    const fields = options.fields ?? (Object.keys(form.getValues()) as FieldPath<Values>[]);
    const { field, message } = mapServerError(error, {
      fields,
      fieldOfCode: options.fieldOfCode as Readonly<Record<string, FieldPath<Values>>> | undefined,
      aliases: options.aliases,
      messageFor: options.messageFor,
    });
    if (field) form.refuse(field, message);
    else if (options.formRefusals === 'toast') toast.show({ message: t(message.key, message.params), kind: 'error' });
    else form.setFormError(message);
  };

  const settle = () => {
    inFlight.current = false;
    form.setBusy(false);
  };

  const submit = async (values: Output) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.setBusy(true);
    form.setFormError(null);
    let value: ValueOf<C>;
    try {
      const args = {
        ...(options.query && { query: options.query(values) }),
        ...(options.body && { body: await options.body(values) }),
      } as WriteArgs<C>;
      value = (await send(args)) as ValueOf<C>;
    } catch (error) {
      settle();
      refused(error);
      return;
    }
    let finished = false;
    try {
      const done = options.onDone?.(value, values);
      if (options.invalidates?.length) void invalidateCalls(queryClient, options.invalidates);
      await done;
      finished = true;
    } finally {
      if (!finished || !options.busyWhenDone) settle();
    }
  };

  return { submit, busy: form.busy };
}
