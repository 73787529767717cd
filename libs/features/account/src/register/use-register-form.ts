import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFieldErrors } from '../validation/use-field-errors';
import type { ValidationMessage } from '../validation/rules';
import { checkRegisterField } from './check-register-field';
import { emptyValues, visibleFields, type FormField, type RegisterRules, type RegisterValues } from './register-fields';
import type { RegisterMode } from './register-mode';

/**
 * Values, errors and focus of one mode's register form. Fields are checked on blur and on submit; a
 * field with an error is re-checked as it is typed in; a new password re-checks a typed confirmation.
 * A refusal from the platform stays on its field until the value changes.
 */
export function useRegisterForm(mode: RegisterMode, rules: RegisterRules, initial: Partial<RegisterValues> = {}) {
  const fields = useMemo(() => visibleFields(mode, rules), [mode, rules]);
  const [values, setValues] = useState<RegisterValues>(() => ({ ...emptyValues(), ...initial }));
  // Read by checks run in the same event as a change, before React re-renders with the new values.
  const latest = useRef(values);
  const refused = useRef<Partial<Record<FormField, ValidationMessage>>>({});
  const inputs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});

  const { errors, errorText, validateField, setErrors } = useFieldErrors<FormField>(
    (field) => checkRegisterField(field, latest.current, rules, mode) ?? refused.current[field] ?? null,
  );

  const setValue = useCallback(
    (field: FormField, value: string) => {
      latest.current = { ...latest.current, [field]: value };
      delete refused.current[field];
      setValues(latest.current);
      if (errors[field]) validateField(field);
      if (field === 'password' && (latest.current.confirmPassword !== '' || errors.confirmPassword)) validateField('confirmPassword');
    },
    [errors, validateField],
  );

  // A wrapped control (the SMS code field) is reached through its input.
  const focus = useCallback((field: FormField) => {
    const element = inputs.current[field];
    const control = element instanceof HTMLInputElement ? element : element?.querySelector('input');
    control?.focus();
  }, []);

  /** Checks the given fields (all shown ones by default); focuses and answers the first failing one. */
  const firstInvalid = useCallback(
    (only: readonly FormField[] = fields): FormField | null => {
      const failing = only.filter((field) => fields.includes(field) && !validateField(field));
      if (failing[0]) focus(failing[0]);
      return failing[0] ?? null;
    },
    [fields, focus, validateField],
  );

  const refuse = useCallback(
    (field: FormField, message: ValidationMessage) => {
      refused.current[field] = message;
      setErrors((current) => ({ ...current, [field]: message }));
      focus(field);
    },
    [focus, setErrors],
  );

  // One stable ref callback per field, so React does not detach and re-attach them on every render.
  const refCallbacks = useRef(new Map<FormField, (element: HTMLElement | null) => void>());
  const inputRef = useCallback((field: FormField) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => void (inputs.current[field] = element);
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  /** What a text input of the field needs: value, handlers, error and the ref used to focus it. */
  const bind = (field: FormField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    onBlur: () => void validateField(field),
    error: errorText(field),
    ref: inputRef(field),
    'data-testid': `register-${field}`,
  });

  return { fields, values, setValue, firstInvalid, refuse, bind };
}
