import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import type { PhoneAuthAdapter, PhoneNumber } from './phone-auth-adapter';
import { usePhoneVerification } from './use-phone-verification';

export interface PhoneVerificationStepProps {
  adapter: PhoneAuthAdapter;
  phone: PhoneNumber;
  /** The service's identity token for the number; the login is sent again with it. */
  onVerified: (idToken: string) => Promise<void>;
  onCancel: () => void;
}

/** Only the last four digits are shown: the step follows a right password, not a proof of the phone yet. */
export const maskedNumber = ({ countryDialingCode, mobileNum }: PhoneNumber) =>
  `+${countryDialingCode.replace(/\D/g, '')} •••• ${mobileNum.replace(/\D/g, '').slice(-4)}`;

/**
 * The second step of a login the platform answered `login_verify_required`: verify the member's number
 * through phone auth, then log in again with its token. Texts: the lazy `signin` group.
 */
export default function PhoneVerificationStep({ adapter, phone, onVerified, onCancel }: PhoneVerificationStepProps) {
  const { t } = useTranslation();
  const step = usePhoneVerification(adapter, phone, onVerified);
  const { sms } = step;

  return (
    <Stack gap="md" data-testid="login-verification">
      <Text weight="bold">{t('signin_verify_title')}</Text>
      <Text size="sm" tone="muted">
        {t('signin_verify_note', { number: maskedNumber(phone) })}
      </Text>
      <Button variant="secondary" block onClick={() => void sms.send()} disabled={!sms.canSend} data-testid="login-verification-send">
        {sms.secondsLeft > 0 ? t('signin_verify_resend_in', { seconds: sms.secondsLeft }) : t('signin_verify_send')}
      </Button>
      <TextField
        label={t('signin_verify_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={step.code}
        disabled={!step.confirmation}
        onChange={(event) => step.setCode(event.target.value.replace(/\D/g, ''))}
        hint={step.confirmation?.developmentCode ? t('signin_verify_dev_code', { code: step.confirmation.developmentCode }) : undefined}
        data-testid="login-verification-code"
      />
      <Button
        block
        size="lg"
        loading={step.verifying}
        disabled={!step.codeComplete}
        onClick={() => void step.verify()}
        data-testid="login-verification-submit"
      >
        {t('signin_verify_submit')}
      </Button>
      <Button variant="ghost" block onClick={onCancel} data-testid="login-verification-cancel">
        {t('signin_verify_back')}
      </Button>
    </Stack>
  );
}
