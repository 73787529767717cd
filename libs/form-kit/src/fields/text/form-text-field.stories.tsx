import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { matches, required, sameAs, text } from '../../schema/text-rules';
import { StoryForm } from '../../testing/story-form';
import { FormTextField } from './form-text-field';

const schema = z
  .object({
    username: text([required('validation_username_required'), matches(/^[A-Za-z0-9]{4,16}$/, 'validation_username_format')]),
    password: text([required('in_incorrect_password')]),
    confirmPassword: z.string(),
  })
  .check(sameAs('confirmPassword', 'password', 'in_incorrect_password', 'in_confirmation_correct'));

function SignUp() {
  const { t } = useTranslation();
  return (
    <StoryForm schema={schema} defaultValues={{ username: '', password: '', confirmPassword: '' }}>
      <FormTextField name="username" label={t('login_field_username')} hint="4-16" autoComplete="username" />
      <FormTextField name="password" label={t('login_field_password')} type="password" showPasswordLabel={t('login_show_password')} />
      <FormTextField
        name="confirmPassword"
        label={t('register_field_confirm_password')}
        type="password"
        showPasswordLabel={t('login_show_password')}
      />
    </StoryForm>
  );
}

const meta = { title: 'Form kit/FormTextField', component: SignUp } satisfies Meta<typeof SignUp>;
export default meta;

/** Leave a field empty or submit: messages are i18n keys, so the language toolbar switches them too. */
export const Default: StoryObj<typeof meta> = {};
