import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import type { KitForm as KitFormApi } from './use-kit-form';

const KitFormContext = createContext<KitFormApi<FieldValues, unknown> | null>(null);

/** The form a kit field belongs to (fields must sit inside <KitForm>). */
export function useKitFormContext(): KitFormApi<FieldValues, unknown> {
  const form = useContext(KitFormContext);
  if (!form) throw new Error('A form-kit field must be rendered inside <KitForm>');
  return form;
}

export interface KitFormProps<Values extends FieldValues, Output> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  form: KitFormApi<Values, Output>;
  /** Runs with the schema's output (trimmed values) once every field passes. */
  onValid: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  children: ReactNode;
}

/** A <form> (browser validation off) bound to a kit form: its fields find it by context; submit judges them all. */
export function KitForm<Values extends FieldValues, Output>({ form, onValid, onInvalid, children, ...formProps }: KitFormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <KitFormContext.Provider value={form as unknown as KitFormApi<FieldValues, unknown>}>
        <form {...formProps} noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
          {children}
        </form>
      </KitFormContext.Provider>
    </FormProvider>
  );
}
