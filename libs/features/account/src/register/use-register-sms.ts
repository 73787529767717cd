import { contract } from '@playdeck/api';
import { apiClient } from '@playdeck/session/api';
import { useSmsCode } from '../sms/use-sms-code';
import { plainMobile } from './check-register-field';
import type { useRegisterForm } from './use-register-form';

export interface RegisterSmsOptions {
  form: ReturnType<typeof useRegisterForm>;
  countryDialingCode: string;
  loginDeviceId: string;
  resetCaptcha: () => void;
}

/**
 * The register SMS code: the number and the captcha answer are checked first, since the platform wants
 * the answer as `challenge`; it spends the captcha, so a fresh one is shown after every request.
 */
export function useRegisterSms({ form, countryDialingCode, loginDeviceId, resetCaptcha }: RegisterSmsOptions) {
  return useSmsCode({
    validateMobile: () => form.firstInvalid(['mobileNum', 'captcha']) === null,
    request: async () => {
      try {
        const body = { mobileNo: plainMobile(form.values.mobileNum), countryDialingCode, loginDeviceId, challenge: form.values.captcha.trim() };
        return await apiClient.call(contract.session.smsRegister, { body });
      } finally {
        resetCaptcha();
      }
    },
  });
}
