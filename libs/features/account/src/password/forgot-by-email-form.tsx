import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { FormTextField, KitForm, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { ruleSets } from '../validation/rules';
import { useGoBack } from './use-go-back';
import { useLater } from './use-later';

/** Spec section 4: the "sent" message shows for 1 s, then the page goes back. */
export const FORGOT_SENT_MS = 1_000;

const forgotSchema = z.object({ username: ruleSets.loginUsername, email: ruleSets.email });

/** Forgot password by e-mail: the platform mails a temporary password when user name and e-mail match. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack();
  const later = useLater();
  const form = useKitForm({ schema: forgotSchema, defaultValues: { username: '', email: '' } });
  const { submit } = useKitSubmit(form, contract.session.forgotPassword, {
    body: (body) => body,
    fields: [],
    formRefusals: 'toast',
    onDone: () => {
      toast.show({ message: t('forgot_sent'), kind: 'success', duration: FORGOT_SENT_MS });
      later(goBack, FORGOT_SENT_MS);
    },
    busyWhenDone: true,
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="forgot-email-form">
      <FormTextField name="username" label={t('forgot_username')} autoComplete="username" />
      <FormTextField
        name="email"
        label={t('forgot_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('forgot_email_hint')}
      />
      <SubmitButton data-testid="forgot-submit">{t('forgot_submit')}</SubmitButton>
    </KitForm>
  );
}
