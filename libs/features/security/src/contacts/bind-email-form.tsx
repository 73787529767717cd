import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { FormTextField, KitForm, SmsCodeField, useKitForm, useSmsCode } from '@playdeck/form-kit';
import { apiClient } from '@playdeck/session/api';
import { Button } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { contactRules } from './contact-rules';
import { useBindSubmit } from './use-bind-submit';

const schema = z.object({ email: contactRules.email, verificationCode: contactRules.verificationCode });
type Values = z.output<typeof schema>;

/** The address, a code sent to it, then the code back: the address becomes the member's bound e-mail. */
export function BindEmailForm() {
  const { t } = useTranslation();
  const form = useKitForm<Values, Values>({ schema, defaultValues: { email: '', verificationCode: '' } });
  const code = useSmsCode({
    validateMobile: () => form.checkFields(['email'], { focus: true }).length === 0,
    request: () => apiClient.call(contract.security.emailCode, { body: { email: form.getValues('email').trim() } }),
  });
  const { submit, pending, formError } = useBindSubmit(
    form,
    ['email', 'verificationCode'],
    (values) => apiClient.call(contract.security.bindEmail, { body: values }),
    'security_email_saved',
  );
  return (
    <KitForm form={form} onValid={submit} data-testid="bind-email-form">
      <FormTextField name="email" label={t('security_email_label')} type="email" inputMode="email" autoComplete="email" />
      <SmsCodeField sms={code} label={t('security_email_code_label')} />
      {formError ? (
        <Text role="alert" tone="danger" data-testid="bind-email-error">
          {formError}
        </Text>
      ) : null}
      <Button type="submit" block loading={pending} data-testid="bind-email-submit">
        {t('security_bind_submit')}
      </Button>
    </KitForm>
  );
}
