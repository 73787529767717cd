import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

export type FormPasswordFieldProps = Omit<FormTextFieldProps, 'type' | 'showPasswordLabel'>;

/** A kit form's password: masked, untrimmed, with the button that shows it ("Show password"). */
export function FormPasswordField(props: FormPasswordFieldProps) {
  const { t } = useTranslation();
  return <FormTextField {...props} type="password" showPasswordLabel={t('password_show')} />;
}
