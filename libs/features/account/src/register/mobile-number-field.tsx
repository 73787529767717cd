import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@playdeck/ui';
import { DialingCodeSelect } from '../login/dialing-code-select';
import type { DialingCountry } from '../login/dialing-codes';

export interface DialingCode {
  value: string;
  onChange: (dialingCode: string) => void;
  countries: readonly DialingCountry[];
}

export type MobileNumberFieldProps = Omit<TextFieldProps, 'label' | 'prefix'> & { dialing: DialingCode };

/** The mobile number with its country dialing code in front. */
export function MobileNumberField({ dialing, ...inputProps }: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...inputProps}
      label={t('register_field_mobile')}
      prefix={<DialingCodeSelect {...dialing} />}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
    />
  );
}
