import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { FormPasswordField, KitForm, sameAs, useFormValid, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { HOME_PATH, useSessionStore } from '@playdeck/session';
import { Button, Modal, useToast } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { ruleSets } from '../validation/rules';
import { forgetHeldPassword, readHeldPassword, forgetRememberedPassword } from './remembered-password';
import { useLater } from './use-later';

/** Spec section 9: "Change saved" shows for 1 s, then home. */
export const CHANGE_SAVED_MS = 1_000;

const confirmation = sameAs('confirmPassword', 'newPassword', 'in_incorrect_password', 'in_confirmation_correct');
// Spec section 5: the old password is skipped when the session already holds it.
const withOld = z
  .object({ oldPassword: ruleSets.loginPassword, newPassword: ruleSets.password, confirmPassword: z.string() })
  .check(confirmation);
const withoutOld = z.object({ newPassword: ruleSets.password, confirmPassword: z.string() }).check(confirmation);
type ChangeValues = { oldPassword?: string; newPassword: string; confirmPassword: string };

/** Old, new and confirmed new password (spec section 5); the old one is not asked when the session holds it. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const later = useLater();
  const [heldPassword] = useState(readHeldPassword);
  const form = useKitForm<ChangeValues, ChangeValues>({
    schema: heldPassword ? withoutOld : withOld,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    dependents: { newPassword: ['confirmPassword'] },
  });
  const valid = useFormValid(form);
  const [samePassword, setSamePassword] = useState(false);

  const loading = useRef<string | undefined>(undefined);
  const hideLoading = () => {
    if (loading.current !== undefined) toast.hide(loading.current);
    loading.current = undefined;
  };
  const { submit } = useKitSubmit(form, contract.session.changePassword, {
    body: (values) => ({
      oldPassword: heldPassword ?? values.oldPassword ?? '',
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmPassword,
    }),
    fields: [],
    formRefusals: 'toast',
    onRefused: () => void hideLoading(),
    onDone: () => {
      hideLoading();
      toast.show({ message: t('change_password_saved'), kind: 'success', duration: CHANGE_SAVED_MS });
      forgetRememberedPassword(useSessionStore.getState().session?.userName);
      forgetHeldPassword();
      later(() => navigate(HOME_PATH, { replace: true }), CHANGE_SAVED_MS);
    },
    busyWhenDone: true,
  });

  const save = async (values: ChangeValues) => {
    if (form.busy) return;
    const oldPassword = heldPassword ?? values.oldPassword ?? '';
    if (values.newPassword === oldPassword) {
      setSamePassword(true);
      return;
    }
    loading.current = toast.show({ message: t('change_password_saving'), kind: 'loading', duration: 0 });
    await submit(values);
    hideLoading();
  };

  const passwordField = (name: keyof ChangeValues, label: string, autoComplete: string) => (
    <FormPasswordField name={name} label={label} autoComplete={autoComplete} />
  );

  return (
    <KitForm form={form} onValid={save} data-testid="change-password-form">
      {heldPassword ? null : passwordField('oldPassword', t('change_password_old'), 'current-password')}
      {passwordField('newPassword', t('change_password_new'), 'new-password')}
      {passwordField('confirmPassword', t('change_password_confirm'), 'new-password')}
      <SubmitButton disabled={!valid} data-testid="change-password-submit">
        {t('change_password_submit')}
      </SubmitButton>
      <Modal
        open={samePassword}
        onClose={() => setSamePassword(false)}
        title={t('change_password_same_title')}
        footer={
          <Button block onClick={() => setSamePassword(false)}>
            {t('dialog_ok')}
          </Button>
        }
      >
        <Text align="center" data-testid="password-same-message">
          {t('error_password_same')}
        </Text>
      </Modal>
    </KitForm>
  );
}
