import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { HOME_PATH, sessionFromAnswer, useSessionStore } from '@playdeck/session';
import { useKitSubmit } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { useToast } from '@playdeck/ui';
import { detectRegisterMethod } from './register-method';
import type { RegisterMode } from './register-mode';
import type { RegisterRules } from './register-fields';
import type { PhoneAuthCode } from '../phone-auth/use-phone-auth-code';
import { registerPayload, withPhoneAuthProof, type RegisterBody } from './register-payload';
import { serverFieldError } from './server-field-error';
import type { RegisterFormValues } from './register-schema';
import type { RegisterForm } from './use-register-form';
import { useSetDepositLimit } from './use-set-deposit-limit';

const INVALID_INVITATION = new Set(['invitation.code.invalid', 'request_param_err']);

export interface RegisterSubmitOptions {
  mode: RegisterMode;
  rules: RegisterRules;
  register: RegisterForm;
  countryDialingCode: string;
  loginDeviceId: string;
  /** The platform spends the captcha on any attempt that reaches it: clear the answer, show a new image. */
  resetCaptcha: () => void;
  /** The brand's phone-auth service: the typed code is traded for its token before registering. */
  phoneAuth?: PhoneAuthCode;
}

/**
 * Submit: check every shown field, then the invitation code with the platform (registration waits for
 * it), then register. Success logs the member in (and sets the deposit limit where the brand asks for one) and
 * goes home; a refusal about a field shows on it.
 */
export function useRegisterSubmit({
  mode,
  rules,
  register: { form, fields, depositLimit },
  countryDialingCode,
  loginDeviceId,
  resetCaptcha,
  phoneAuth,
}: RegisterSubmitOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const setSession = useSessionStore((state) => state.setSession);
  const checkAffiliate = useCallMutation(contract.session.checkAffiliate);
  const setDepositLimit = useSetDepositLimit();

  const showError = (error: unknown) => {
    const { key, params } = describeError(error);
    toast.show({ message: t(key, params), kind: 'error' });
  };

  /** The invitation code is checked with the platform first (registration waits for it); false when refused, said already. */
  const invitationAccepted = async (values: RegisterFormValues): Promise<boolean> => {
    const affiliateCode = values.affiliateCode.trim();
    if (!fields.includes('affiliateCode') || affiliateCode === '') return true;
    try {
      await checkAffiliate.send({ query: { affiliateCode } });
      return true;
    } catch (error) {
      if (error instanceof ApiError && INVALID_INVITATION.has(error.errorCode))
        form.refuse('affiliateCode', { key: 'invitation_code_error' });
      else showError(error);
      return false;
    }
  };

  /** The payload through phone auth: the service checks the code first (a wrong one is its refusal, the captcha unspent). */
  const provenPayload = async (body: RegisterBody): Promise<RegisterBody> => {
    if (!phoneAuth || !body.verificationCode) return body;
    try {
      return withPhoneAuthProof(body, await phoneAuth.proof(body.verificationCode));
    } catch (error) {
      form.setValue('verificationCode', '');
      showError(error);
      throw new NotSent();
    }
  };

  const { submit } = useKitSubmit(form, mode === 'mobileNum' ? contract.session.registerMobile : contract.session.register, {
    body: async (values) => {
      if (!(await invitationAccepted(values))) throw new NotSent();
      return provenPayload(
        registerPayload({
          fields,
          values,
          countryDialingCode,
          loginDeviceId,
          registerMethod: detectRegisterMethod(),
          hostname: window.location.hostname,
        }),
      );
    },
    onRefused: (error) => {
      if (error instanceof NotSent) return true;
      if (fields.includes('captcha')) resetCaptcha();
      const refusal = serverFieldError(error, fields, rules);
      if (refusal) form.refuse(refusal.field, refusal.message);
      else showError(error);
      return true;
    },
    onDone: async (answer, values) => {
      toast.show({ message: t('in_registered_successfully'), kind: 'success' });
      setSession(sessionFromAnswer(answer));
      if (depositLimit) await setDepositLimit(depositLimit.body(values));
      navigate(HOME_PATH, { replace: true });
    },
  });

  return { submit, submitting: form.busy };
}

/** The registration was not sent: what stopped it (the invitation code, the phone-auth check) was said already. */
class NotSent extends Error {}
