import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@playdeck/ui';
import type { useSmsCode } from './use-sms-code';

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  sms: ReturnType<typeof useSmsCode>;
  name?: string;
}

/**
 * The verification-code input: disabled until a code was sent; the get-code link, or the seconds left
 * in its place while the countdown runs (spec section 4).
 */
export function SmsCodeField({ value, onChange, onBlur, error, sms, name = 'verificationCode' }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const suffix =
    sms.secondsLeft > 0 ? (
      <span data-testid="sms-countdown" aria-live="polite">
        {t('sms_countdown', { seconds: sms.secondsLeft })}
      </span>
    ) : (
      <Button type="button" variant="ghost" size="sm" onClick={() => void sms.send()} disabled={!sms.canSend} data-testid="sms-get-code">
        {sms.sent ? t('sms_get_code_again') : t('sms_get_code')}
      </Button>
    );
  return (
    <TextField
      label={t('field_verification_code')}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={!sms.sent}
      error={error}
      suffix={suffix}
    />
  );
}
