import { contract } from '@playdeck/api';
import { useSmsCode } from '@playdeck/form-kit';
import { apiClient } from '@playdeck/session/api';
import { plainMobile } from './check-register-field';
import type { RegisterForm } from './use-register-form';

export interface RegisterSmsOptions {
  register: RegisterForm;
  countryDialingCode: string;
  loginDeviceId: string;
  resetCaptcha: () => void;
}

/**
 * The register SMS code: the number and the captcha answer are checked first, since the platform wants
 * the answer as `challenge`; it spends the captcha, so a fresh one is shown after every request.
 */
export function useRegisterSms({ register: { form }, countryDialingCode, loginDeviceId, resetCaptcha }: RegisterSmsOptions) {
  return useSmsCode({
    validateMobile: () => form.checkFields(['mobileNum', 'captcha'], { focus: true }).length === 0,
    request: async () => {
      try {
        const body = {
          mobileNo: plainMobile(form.getValues('mobileNum')),
          countryDialingCode,
          loginDeviceId,
          challenge: form.getValues('captcha').trim(),
        };
        return await apiClient.call(contract.session.smsRegister, { body });
      } finally {
        resetCaptcha();
      }
    },
  });
}
