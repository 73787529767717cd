import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@playdeck/ui';
import { useKitField } from '../../form/use-kit-field';
import type { SmsCode } from './use-sms-code';

export interface SmsCodeFieldProps {
  sms: SmsCode;
  name?: string;
  /** Defaults to "Verification code". */
  label?: string;
  /** Shown under the input, e.g. the development phone-auth service's code. */
  hint?: ReactNode;
}

/**
 * The verification-code input of a kit form: disabled until a code was sent; the get-code button, or the
 * seconds left in its place while the countdown runs (spec section 4).
 */
export function SmsCodeField({ sms, name = 'verificationCode', label, hint }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const field = useKitField(name);
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
      {...field.inputProps}
      label={label ?? t('field_verification_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      disabled={!sms.sent}
      error={field.error}
      hint={hint}
      suffix={suffix}
    />
  );
}
