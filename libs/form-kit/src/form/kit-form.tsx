import { createContext, useContext, type FormHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import { Stack, type Space } from '@playdeck/ui/layout';
import type { KitForm as KitFormApi } from './use-kit-form';

const KitFormContext = createContext<KitFormApi<FieldValues, unknown> | null>(null);

/** The form a kit field belongs to (fields must sit inside <KitForm>). */
export function useKitFormContext(): KitFormApi<FieldValues, unknown> {
  const form = useContext(KitFormContext);
  if (!form) throw new Error('A form-kit field must be rendered inside <KitForm>');
  return form;
}

export interface KitFormProps<Values extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: KitFormApi<Values, Output>;
  /** Runs with the schema's output (trimmed values) once every field passes. */
  onValid: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  /** Space between the fields, which stand one under the other; md by default. */
  gap?: Space;
  children: ReactNode;
}

/**
 * A <form> (browser validation off) bound to a kit form: its fields find it by context; submit judges them all.
 * The fields stand one under the other (a Stack), so a screen's form needs no layout CSS of its own.
 */
export function KitForm<Values extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  gap = 'md',
  children,
  ...formProps
}: KitFormProps<Values, Output>) {
  // Stack types only the attributes every element has; the form's own (noValidate, action…) pass through a spread.
  const attributes = {
    ...formProps,
    noValidate: true,
    onSubmit: (event: SyntheticEvent) => void form.handleSubmit(onValid, onInvalid)(event),
  };
  return (
    <FormProvider {...form}>
      <KitFormContext.Provider value={form as unknown as KitFormApi<FieldValues, unknown>}>
        <Stack as="form" gap={gap} {...attributes}>
          {children}
        </Stack>
      </KitFormContext.Provider>
    </FormProvider>
  );
}
