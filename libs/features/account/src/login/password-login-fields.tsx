import { useTranslation } from 'react-i18next';
import { FormTextField } from '@playdeck/form-kit';

export function PasswordLoginFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField
        name="username"
        label={t('login_field_username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        data-testid="login-username"
      />
      <FormTextField
        name="password"
        type="password"
        label={t('login_field_password')}
        autoComplete="current-password"
        showPasswordLabel={t('login_show_password')}
        data-testid="login-password"
      />
    </>
  );
}
