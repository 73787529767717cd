import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { useToast } from '@playdeck/ui';
import { useSmsCountdown } from './sms-countdown';

/** Spec section 9: "sending" toast up to 10 s, "sent" toast 1.5 s. */
export const SMS_SENDING_TOAST_MS = 10_000;
export const SMS_SENT_TOAST_MS = 1_500;

export interface UseSmsCodeOptions {
  /** Validates the mobile number (showing its error); the code is requested only when it passes. */
  validateMobile: () => boolean;
  /** Asks the platform for a code; answers when another may be asked for (epoch ms). */
  request: () => Promise<{ expirationTime?: number | null }>;
}

/**
 * Any form with an SMS code (login, register, set password): validate the number, ask for a code with the spec's
 * toasts, then enable the code input and count down to the platform's expirationTime.
 */
export function useSmsCode({ validateMobile, request }: UseSmsCodeOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const countdown = useSmsCountdown();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const send = useCallback(async () => {
    if (busy.current || countdown.running || !validateMobile()) return false;
    busy.current = true;
    setSending(true);
    const loading = toast.show({ message: t('in_sms_sending'), kind: 'loading', duration: SMS_SENDING_TOAST_MS });
    try {
      const answer = await request();
      toast.hide(loading);
      toast.show({ message: t('in_sms_send'), kind: 'success', duration: SMS_SENT_TOAST_MS });
      setSent(true);
      countdown.start(answer.expirationTime);
      return true;
    } catch (error) {
      toast.hide(loading);
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
      return false;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [countdown, request, t, toast, validateMobile]);

  return { send, sent, sending, secondsLeft: countdown.secondsLeft, canSend: !countdown.running && !sending };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
