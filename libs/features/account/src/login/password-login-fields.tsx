import { useTranslation } from 'react-i18next';
import { TextField } from '@playdeck/ui';
import type { LoginFormState } from './use-login-form';

export function PasswordLoginFields({ form }: { form: LoginFormState }) {
  const { t } = useTranslation();
  const { fields } = form;
  return (
    <>
      <TextField
        label={t('login_field_username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={fields.values.username}
        onChange={(event) => fields.setValue('username', event.target.value)}
        onBlur={() => fields.blur('username')}
        error={fields.errorText('username')}
        data-testid="login-username"
      />
      <TextField
        type="password"
        label={t('login_field_password')}
        name="password"
        autoComplete="current-password"
        showPasswordLabel={t('login_show_password')}
        value={fields.values.password}
        onChange={(event) => fields.setValue('password', event.target.value)}
        onBlur={() => fields.blur('password')}
        error={fields.errorText('password')}
        data-testid="login-password"
      />
    </>
  );
}
