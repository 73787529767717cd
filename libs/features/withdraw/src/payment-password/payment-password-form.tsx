import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import {
  FormPasswordField,
  fieldsOfCodes,
  KitForm,
  required,
  sameAs,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { markPaymentPasswordSet } from '../shared/payment-password-status';
import { paymentPasswordMessage, paymentPasswordText } from '../shared/payment-password-rules';

export interface PaymentPasswordValues {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}
type Field = keyof PaymentPasswordValues;

const confirmation = sameAs(
  'confirmPaymentPassword',
  'newPaymentPassword',
  'withdraw_payment_password_confirm_required',
  'withdraw_payment_password_confirm_mismatch',
);
const differsFromOld = z.superRefine((values: PaymentPasswordValues, context) => {
  if (values.oldPaymentPassword && values.newPaymentPassword === values.oldPaymentPassword) {
    context.addIssue({ code: 'custom', message: 'error_password_same', path: ['newPaymentPassword'], input: values.newPaymentPassword });
  }
});

/** The first payment password is confirmed with the login password. */
const firstSchema = z
  .object({
    loginPassword: text([required('withdraw_login_password_required')], { trim: false }),
    newPaymentPassword: paymentPasswordText(),
    confirmPaymentPassword: z.string(),
  })
  .check(confirmation);
/** A new one replaces the current payment password, which must be given. */
const changeSchema = z
  .object({ oldPaymentPassword: paymentPasswordText(), newPaymentPassword: paymentPasswordText(), confirmPaymentPassword: z.string() })
  .check(confirmation, differsFromOld);

const FIELD_OF_CODE = fieldsOfCodes(contract.paymentPassword.set, {
  'user.or.password.wrong': 'loginPassword',
  'payment.password.wrong': 'oldPaymentPassword',
  'payment.password.locked': 'oldPaymentPassword',
  'modify.new.old.same': 'newPaymentPassword',
});

export interface PaymentPasswordFormProps {
  /** The member already has one: the form asks for it instead of the login password. */
  hasPaymentPassword: boolean;
  /** Where to go once it is saved. */
  returnTo: string;
}

/** Sets the payment password (encrypted body): login password or the current payment password, then the new one twice. */
export function PaymentPasswordForm({ hasPaymentPassword, returnTo }: PaymentPasswordFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useKitForm<PaymentPasswordValues, PaymentPasswordValues>({
    schema: hasPaymentPassword ? changeSchema : firstSchema,
    defaultValues: { loginPassword: '', oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    dependents: { newPaymentPassword: ['confirmPaymentPassword'], oldPaymentPassword: ['newPaymentPassword'] },
  });
  const fields: Field[] = hasPaymentPassword
    ? ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword']
    : ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword'];

  const { submit } = useKitSubmit(form, contract.paymentPassword.set, {
    body: ({ newPaymentPassword, confirmPaymentPassword, ...values }) => ({
      ...(hasPaymentPassword ? { oldPaymentPassword: values.oldPaymentPassword } : { loginPassword: values.loginPassword }),
      newPaymentPassword,
      confirmPaymentPassword,
    }),
    fields,
    fieldOfCode: FIELD_OF_CODE,
    messageFor: (refusal) => paymentPasswordMessage(refusal),
    onDone: () => {
      void markPaymentPasswordSet(queryClient);
      toast.show({ message: t('withdraw_payment_password_saved'), kind: 'success' });
      navigate(returnTo, { replace: true });
    },
    busyWhenDone: true,
  });

  const passwordField = (name: Field, label: string, hint?: string) => (
    <FormPasswordField
      name={name}
      label={label}
      hint={hint}
      inputMode={name === 'loginPassword' ? undefined : 'numeric'}
      maxLength={name === 'loginPassword' ? 128 : 6}
      autoComplete={name === 'loginPassword' ? 'current-password' : 'off'}
    />
  );

  return (
    <KitForm form={form} onValid={submit} data-testid="payment-password-form">
      {hasPaymentPassword
        ? passwordField('oldPaymentPassword', t('withdraw_payment_password_old'))
        : passwordField('loginPassword', t('withdraw_login_password'), t('withdraw_login_password_hint'))}
      {passwordField('newPaymentPassword', t('withdraw_payment_password_new'), t('withdraw_payment_password_rule'))}
      {passwordField('confirmPaymentPassword', t('withdraw_payment_password_confirm'))}
      <FormError data-testid="payment-password-error" />
      <SubmitButton data-testid="payment-password-submit">{t('withdraw_payment_password_submit')}</SubmitButton>
    </KitForm>
  );
}
