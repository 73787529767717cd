import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from '../schema/field-message';
import { useKitFormContext } from './kit-form';

export interface KitFieldOptions {
  /** Trim the value when the field is left (default); passwords keep what was typed. */
  trim?: boolean;
}

/**
 * One field bound to its kit form: value and handlers for an input, and its message translated now (a
 * language change re-renders it in the new language).
 */
export function useKitField(name: string, { trim = true }: KitFieldOptions = {}) {
  const { t } = useTranslation();
  const form = useKitFormContext();
  const { field, fieldState } = useController({ name, control: form.control });
  const message = fieldState.error?.message ? decodeMessage(fieldState.error.message) : null;
  const value = typeof field.value === 'string' ? field.value : String(field.value ?? '');

  const change = (next: string) => {
    field.onChange(next);
    form.afterChange(name);
  };
  const blur = () => {
    if (trim && value.trim() !== value) field.onChange(value.trim());
    field.onBlur();
    form.checkFields([name]);
  };

  return {
    form,
    name,
    value,
    setValue: change,
    error: message ? t(message.key, message.params) : undefined,
    /** Props for a text input (e.g. @playdeck/ui TextField). */
    inputProps: {
      name,
      value,
      ref: field.ref,
      onChange: (event: { target: { value: string } }) => change(event.target.value),
      onBlur: blur,
    },
  };
}
