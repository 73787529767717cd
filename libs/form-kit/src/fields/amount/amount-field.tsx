import type { ReactNode } from 'react';
import { TextField } from '@playdeck/ui';
import { useKitField } from '../../form/use-kit-field';

export interface AmountFieldProps {
  name: string;
  label: ReactNode;
  /** The currency shown after the amount; its decimals must be the ones the field's `amount()` schema uses. */
  currency: { code: string; decimals: number };
  hint?: ReactNode;
  'data-testid'?: string;
}

/** An amount of money in a kit form: typed as text, judged by the `amount()` schema, submitted as integer minor units. */
export function AmountField({ name, label, currency, hint, 'data-testid': testId }: AmountFieldProps) {
  const field = useKitField(name);
  return (
    <TextField
      {...field.inputProps}
      label={label}
      hint={hint}
      error={field.error}
      inputMode={currency.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      suffix={currency.code}
      data-testid={testId}
    />
  );
}
