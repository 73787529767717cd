import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { useSmsCode } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import type { PhoneAuthAdapter, PhoneAuthConfirmation, PhoneNumber } from './phone-auth-adapter';

/** How long the "verifying" notice may stay while the phone-auth service checks the code (as the SMS one: 10 s). */
export const PHONE_AUTH_VERIFYING_TOAST_MS = 10_000;

/**
 * Verifies `phone` through the phone-auth adapter: send a code (the SMS toasts of spec section 9), then
 * confirm the typed code for the service's identity token. Every failure hides its loading toast (section 8)
 * and says why; a wrong code empties the field for the next try.
 */
export function usePhoneVerification(adapter: PhoneAuthAdapter, phone: PhoneNumber, onVerified: (idToken: string) => Promise<void>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [confirmation, setConfirmation] = useState<PhoneAuthConfirmation>();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const busy = useRef(false);
  const sms = useSmsCode({
    validateMobile: () => true,
    request: async () => {
      setConfirmation(await adapter.sendCode(phone));
      return { expirationTime: null };
    },
  });

  const verify = async () => {
    if (!confirmation || busy.current || !/^\d{6}$/.test(code.trim())) return;
    busy.current = true;
    setVerifying(true);
    const loading = toast.show({ message: t('signin_verifying'), kind: 'loading', duration: PHONE_AUTH_VERIFYING_TOAST_MS });
    try {
      const { idToken } = await confirmation.confirm(code.trim());
      toast.hide(loading);
      await onVerified(idToken);
    } catch (error) {
      toast.hide(loading);
      setCode('');
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  };

  return { sms, confirmation, code, setCode, verify, verifying, codeComplete: /^\d{6}$/.test(code.trim()) };
}
