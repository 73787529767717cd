import type { FieldPath } from 'react-hook-form';
import { contract } from '@playdeck/api';
import { useSmsCode, type KitFormApi } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { usePhoneAuth } from './phone-auth-adapter';
import { usePhoneAuthCode } from './use-phone-auth-code';

/**
 * The SMS code field of a form for a member not logged in (login by SMS code, set password by phone), to the
 * form's mobile number: the brand's phone-auth service sends the code (and checks it: `phoneAuth`), else the
 * platform does (session.smsNoLogin).
 */
export function useNoLoginSmsCode<Values extends { mobileNum: string }, Output>(form: KitFormApi<Values, Output>, dialingCode: string) {
  const phoneAuth = usePhoneAuthCode(usePhoneAuth((state) => state.adapter));
  const smsNoLogin = useCallMutation(contract.session.smsNoLogin);
  const mobileNum = 'mobileNum' as FieldPath<Values>;
  const sms = useSmsCode({
    validateMobile: () => form.checkFields([mobileNum], { focus: true }).length === 0,
    request: () => {
      const phone = { mobileNum: (form.getValues(mobileNum) as string).trim(), countryDialingCode: dialingCode };
      return phoneAuth ? phoneAuth.send(phone) : smsNoLogin.send({ body: phone }).then((answer) => answer ?? {});
    },
  });
  return { phoneAuth, sms };
}
