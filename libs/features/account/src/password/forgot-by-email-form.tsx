import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { Button, TextField, useToast } from '@playdeck/ui';
import { ruleSets, validate } from '../validation/rules';
import { useFieldErrors } from '../validation/use-field-errors';
import * as styles from './password-form.css';
import { useGoBack } from './use-go-back';
import { useLater } from './use-later';

/** Spec section 4: the "sent" message shows for 1 s, then the page goes back. */
export const FORGOT_SENT_MS = 1_000;

type Field = 'username' | 'email';
const FIELDS: readonly Field[] = ['username', 'email'];

/** Forgot password by e-mail: the platform mails a temporary password when user name and e-mail match. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack();
  const later = useLater();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '' });
  const [sending, setSending] = useState(false);
  const { errorText, validateField, validateAll, clearError } = useFieldErrors<Field>((field) =>
    validate(values[field], field === 'username' ? ruleSets.loginUsername : ruleSets.email),
  );

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !validateAll(FIELDS)) return;
    setSending(true);
    try {
      await apiClient.call(contract.session.forgotPassword, { body: { username: values.username.trim(), email: values.email.trim() } });
      toast.show({ message: t('forgot_sent'), kind: 'success', duration: FORGOT_SENT_MS });
      later(goBack, FORGOT_SENT_MS);
    } catch (error) {
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="forgot-email-form">
      <TextField
        label={t('forgot_username')}
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={(event) => change('username')(event.target.value)}
        onBlur={() => validateField('username')}
        error={errorText('username')}
      />
      <TextField
        label={t('forgot_email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        onBlur={() => validateField('email')}
        error={errorText('email')}
        hint={t('forgot_email_hint')}
      />
      <Button type="submit" block loading={sending} data-testid="forgot-submit">
        {t('forgot_submit')}
      </Button>
    </form>
  );
}
