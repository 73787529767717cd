import type { ReactNode } from 'react';
import { brand } from '@playdeck/brand';
import { TextField } from '@playdeck/ui';
import { useKitField } from '../../form/use-kit-field';

export interface AmountFieldProps {
  name: string;
  label: ReactNode;
  /**
   * The currency shown after the amount (brand.json's by default). With 0 display decimals the phone offers a
   * numeric keypad; the `amount()` schema still takes what the minor unit holds.
   */
  currency?: { code: string; displayDecimals: number };
  hint?: ReactNode;
  'data-testid'?: string;
}

/** An amount of money in a kit form: typed as text, judged by the `amount()` schema, submitted as integer minor units. */
export function AmountField({ name, label, currency = brand.currency, hint, 'data-testid': testId }: AmountFieldProps) {
  const field = useKitField(name);
  return (
    <TextField
      {...field.inputProps}
      label={label}
      hint={hint}
      error={field.error}
      inputMode={currency.displayDecimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      suffix={currency.code}
      data-testid={testId}
    />
  );
}
