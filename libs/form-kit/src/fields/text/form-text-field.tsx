import { TextField, type TextFieldProps } from '@playdeck/ui';
import { useKitField } from '../../form/use-kit-field';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  name: string;
  /** Trim on leaving the field (default: yes, except passwords). */
  trim?: boolean;
};

/** A text input of a kit form: label, input, message and hint in one place (@playdeck/ui TextField). */
export function FormTextField({ name, trim, type, ...props }: FormTextFieldProps) {
  const field = useKitField(name, { trim: trim ?? type !== 'password' });
  return <TextField {...props} {...field.inputProps} type={type} error={field.error} />;
}
