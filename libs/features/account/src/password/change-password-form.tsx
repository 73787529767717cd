import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { HOME_PATH, useSessionStore } from '@playdeck/session';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { Button, Modal, TextField, useToast } from '@playdeck/ui';
import { ruleSets, validate, validateConfirmation, type ValidationMessage } from '../validation/rules';
import { useFieldErrors } from '../validation/use-field-errors';
import * as styles from './password-form.css';
import { forgetHeldPassword, readHeldPassword, updateRememberedPassword } from './remembered-password';
import { useLater } from './use-later';

/** Spec section 9: "Change saved" shows for 1 s, then home. */
export const CHANGE_SAVED_MS = 1_000;

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;

function check(field: Field, values: Values): ValidationMessage | null {
  if (field === 'oldPassword') return validate(values.oldPassword, ruleSets.loginPassword);
  if (field === 'newPassword') return validate(values.newPassword, ruleSets.password);
  return validateConfirmation(values.confirmPassword, values.newPassword);
}

/** Old, new and confirmed new password (spec section 5); the old one is not asked when the session holds it. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const later = useLater();
  const [heldPassword] = useState(readHeldPassword);
  const fields: readonly Field[] = heldPassword ? ['newPassword', 'confirmPassword'] : ['oldPassword', 'newPassword', 'confirmPassword'];
  const [values, setValues] = useState<Values>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [saving, setSaving] = useState(false);
  const [samePassword, setSamePassword] = useState(false);
  const { errors, errorText, validateField, validateAll, clearError } = useFieldErrors<Field>((field) => check(field, values));
  const valid = fields.every((field) => check(field, values) === null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !validateAll(fields)) return;
    const oldPassword = heldPassword ?? values.oldPassword;
    if (values.newPassword === oldPassword) {
      setSamePassword(true);
      return;
    }
    setSaving(true);
    const loading = toast.show({ message: t('change_password_saving'), kind: 'loading', duration: 0 });
    try {
      await apiClient.call(contract.session.changePassword, {
        body: { oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword },
      });
      toast.hide(loading);
      toast.show({ message: t('change_password_saved'), kind: 'success', duration: CHANGE_SAVED_MS });
      updateRememberedPassword(useSessionStore.getState().session?.userName, values.newPassword);
      forgetHeldPassword();
      later(() => navigate(HOME_PATH, { replace: true }), CHANGE_SAVED_MS);
    } catch (error) {
      toast.hide(loading);
      if (!isSessionEnded(error)) {
        const { key, params } = describeError(error);
        toast.show({ message: t(key, params), kind: 'error' });
      }
      setSaving(false);
    }
  };

  const passwordField = (field: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={field}
      type="password"
      autoComplete={autoComplete}
      showPasswordLabel={t('password_show')}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => {
        validateField(field);
        // The confirmation follows the new password once it has been typed or judged.
        if (field === 'newPassword' && (values.confirmPassword || errors.confirmPassword)) validateField('confirmPassword');
      }}
      error={errorText(field)}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="change-password-form">
      {heldPassword ? null : passwordField('oldPassword', t('change_password_old'), 'current-password')}
      {passwordField('newPassword', t('change_password_new'), 'new-password')}
      {passwordField('confirmPassword', t('change_password_confirm'), 'new-password')}
      <Button type="submit" block loading={saving} disabled={!valid} data-testid="change-password-submit">
        {t('change_password_submit')}
      </Button>
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
        <p className={styles.dialogText} data-testid="password-same-message">
          {t('error_password_same')}
        </p>
      </Modal>
    </form>
  );
}
