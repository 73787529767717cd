import { ApiError } from '@playdeck/api/client';
import { developmentIdentityToken } from '../social/development-identity';
import { e164, type PhoneAuthAdapter } from './phone-auth-types';

const randomCode = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');

/**
 * The development phone-auth service: no SMS; the code it "sent" is shown beside the field, and a right
 * code answers a development identity token for the number (only a platform outside production mode takes it).
 * A wrong code is refused as the platform's own wrong SMS code is (`sms.code.error`).
 */
export function developmentPhoneAuth(code: () => string = randomCode): PhoneAuthAdapter {
  return {
    sendCode: async (phone) => {
      const number = e164(phone);
      if (!/^\+\d{6,18}$/.test(number)) throw new ApiError('phoneAuth.sendCode', 'request_param_err', 400, null);
      const sent = code();
      return {
        developmentCode: sent,
        confirm: async (typed) => {
          if (typed.trim() !== sent) throw new ApiError('phoneAuth.confirm', 'sms.code.error', 400, null);
          return { idToken: developmentIdentityToken('sms', { subject: number, phoneNumber: number }) };
        },
      };
    },
  };
}
