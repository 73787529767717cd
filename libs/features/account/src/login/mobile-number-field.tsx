import { useTranslation } from 'react-i18next';
import { FormTextField } from '@playdeck/form-kit';
import { DialingCodeSelect } from '../login/dialing-code-select';
import type { DialingCode } from '../login/use-dialing-code';

/** The mobile number with its country dialing code in front. */
export function MobileNumberField({
  dialing,
  label,
  'data-testid': testId,
}: {
  dialing: DialingCode;
  label?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="mobileNum"
      label={label ?? t('register_field_mobile')}
      prefix={<DialingCodeSelect {...dialing} />}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      data-testid={testId}
    />
  );
}
