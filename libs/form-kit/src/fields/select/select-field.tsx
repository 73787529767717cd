import { Select, type SelectOption } from '@playdeck/ui';
import { useKitField } from '../../form/use-kit-field';

export type { SelectOption };

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a bank", "Choose a question"); left out when a value is always chosen. */
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The kit's Select bound to its form field, with the field's message. */
export function SelectField({ name, ...props }: SelectFieldProps) {
  const {
    value,
    error,
    setValue,
    inputProps: { ref, onBlur },
  } = useKitField(name);
  return (
    <Select
      {...props}
      ref={ref}
      name={name}
      value={value}
      error={error}
      onChange={(event) => setValue(event.target.value)}
      onBlur={onBlur}
    />
  );
}
