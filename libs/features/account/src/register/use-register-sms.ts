import { contract } from '@playdeck/api';
import { useSmsCode } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import type { PhoneAuthCode } from '../phone-auth/use-phone-auth-code';
import { plainMobile } from './check-register-field';
import type { RegisterForm } from './use-register-form';

export interface RegisterSmsOptions {
  register: RegisterForm;
  countryDialingCode: string;
  loginDeviceId: string;
  resetCaptcha: () => void;
  /** The brand's phone-auth service, which sends the code in place of the platform. */
  phoneAuth?: PhoneAuthCode;
}

/**
 * The register SMS code: the number and the captcha answer are checked first, since the platform wants
 * the answer as `challenge`; it spends the captcha, so a fresh one is shown after every request. Through
 * phone auth the service sends the code behind its own check, and the captcha is left for the registration.
 */
export function useRegisterSms({ register: { form }, countryDialingCode, loginDeviceId, resetCaptcha, phoneAuth }: RegisterSmsOptions) {
  const smsRegister = useCallMutation(contract.session.smsRegister);
  return useSmsCode({
    validateMobile: () => form.checkFields(phoneAuth ? ['mobileNum'] : ['mobileNum', 'captcha'], { focus: true }).length === 0,
    request: async () => {
      if (phoneAuth) return phoneAuth.send({ countryDialingCode, mobileNum: plainMobile(form.getValues('mobileNum')) });
      try {
        const body = {
          mobileNo: plainMobile(form.getValues('mobileNum')),
          countryDialingCode,
          loginDeviceId,
          challenge: form.getValues('captcha').trim(),
        };
        return (await smsRegister.send({ body })) ?? {};
      } finally {
        resetCaptcha();
      }
    },
  });
}
