import { useRef, useState } from 'react';
import { ApiError } from '@playdeck/api/client';
import { loadTexts } from '@playdeck/i18n';
import type { PhoneAuthAdapter, PhoneAuthConfirmation, PhoneNumber } from './phone-auth-adapter';

/** What a form sends in place of its SMS code: the phone-auth service's token for the number (spec section 3). */
export interface PhoneAuthProof {
  firebaseChannel: 'sms';
  firebaseIdToken: string;
}

/** The service's refusals read as the platform's do: their texts are loaded (as the api client loads them) before a form shows one. */
async function withRefusalTexts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) await loadTexts('refusals').catch(() => undefined);
    throw error;
  }
}

/**
 * An SMS code field of a form (login by SMS code, registration by mobile number, set password by phone) served
 * by the phone-auth service instead of the platform: `send` has the service send the code (to the SMS field's
 * request), and `proof` trades the typed code for the service's token when the form is submitted. A code the service took
 * keeps its token, so submitting again after a refusal of another field does not ask the service twice.
 * Without an adapter (no phone auth configured) there is none: the form uses the platform's SMS codes.
 */
export function usePhoneAuthCode(adapter: PhoneAuthAdapter | undefined) {
  const confirmation = useRef<PhoneAuthConfirmation>(undefined);
  const confirmed = useRef<{ code: string; idToken: string }>(undefined);
  const [developmentCode, setDevelopmentCode] = useState<string>();

  if (!adapter) return undefined;

  const send = async (phone: PhoneNumber) => {
    const sent = await withRefusalTexts(() => adapter.sendCode(phone));
    // The development service's code is shown with the sign-in texts: a page that has not loaded them (login) does now.
    if (sent.developmentCode) await loadTexts('signin');
    confirmation.current = sent;
    confirmed.current = undefined;
    setDevelopmentCode(sent.developmentCode);
    return { expirationTime: null };
  };

  const proof = (typed: string): Promise<PhoneAuthProof> =>
    withRefusalTexts(async () => {
      const code = typed.trim();
      const pending = confirmation.current;
      if (!pending) throw new ApiError('phoneAuth.confirm', 'sms.code.error', 400, null);
      if (confirmed.current?.code !== code) confirmed.current = { code, idToken: (await pending.confirm(code)).idToken };
      return { firebaseChannel: 'sms', firebaseIdToken: confirmed.current.idToken };
    });

  return { send, proof, developmentCode };
}

export type PhoneAuthCode = NonNullable<ReturnType<typeof usePhoneAuthCode>>;
