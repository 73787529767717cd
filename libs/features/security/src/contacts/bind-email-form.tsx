import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { FormTextField, KitForm, SmsCodeField, useKitForm, useSmsCode, FormError, SubmitButton } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { contactRules } from './contact-rules';
import { useBindSubmit } from './use-bind-submit';

const schema = z.object({ email: contactRules.email, verificationCode: contactRules.verificationCode });
type Values = z.output<typeof schema>;

/** The address, a code sent to it, then the code back: the address becomes the member's bound e-mail. */
export function BindEmailForm() {
  const { t } = useTranslation();
  const form = useKitForm<Values, Values>({ schema, defaultValues: { email: '', verificationCode: '' } });
  const sendCode = useCallMutation(contract.security.emailCode);
  const code = useSmsCode({
    validateMobile: () => form.checkFields(['email'], { focus: true }).length === 0,
    request: async () => (await sendCode.send({ body: { email: form.getValues('email').trim() } })) ?? {},
  });
  const { submit } = useBindSubmit(form, ['email', 'verificationCode'], contract.security.bindEmail, 'security_email_saved');
  return (
    <KitForm form={form} onValid={submit} data-testid="bind-email-form">
      <FormTextField name="email" label={t('security_email_label')} type="email" inputMode="email" autoComplete="email" />
      <SmsCodeField sms={code} label={t('security_email_code_label')} />
      <FormError data-testid="bind-email-error" />
      <SubmitButton data-testid="bind-email-submit">{t('security_bind_submit')}</SubmitButton>
    </KitForm>
  );
}
