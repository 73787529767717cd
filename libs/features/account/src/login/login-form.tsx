import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CaptchaField, KitForm, SubmitButton } from '@playdeck/form-kit';
import { Inline, Text } from '@playdeck/ui/layout';
import { usePhoneAuth } from '../phone-auth/phone-auth-adapter';
import { PhoneVerification } from '../phone-auth/phone-verification-lazy';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { FreeTrialButton } from './free-trial-button';
import { LoginModeTabs } from './login-mode-tabs';
import { loginPaths } from './login-paths';
import { PasswordLoginFields } from './password-login-fields';
import { RememberCheckbox } from './remember-checkbox';
import { SmsLoginFields } from './sms-login-fields';
import { useLoginForm } from './use-login-form';
import * as styles from './login-form.css';

export interface LoginFormProps {
  /** The session is stored: go on (the page navigates, the modal closes). */
  onSuccess: () => void;
  /** A link or the free trial takes the visitor elsewhere (the modal closes). */
  onLeave?: () => void;
}

/** The login form of /m/login and of the login modal (spec section 2). */
export function LoginForm({ onSuccess, onLeave }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLoginForm(onSuccess);
  const { request, smsMode } = login;
  const phoneAuth = usePhoneAuth((state) => state.adapter);

  if (login.verification && phoneAuth)
    return (
      <PhoneVerification
        adapter={phoneAuth}
        phone={login.verification.phone}
        onVerified={login.completeVerification}
        onCancel={login.cancelVerification}
      />
    );

  return (
    <KitForm form={login.form} onValid={login.submit} data-testid="login-form">
      {BRAND_FLAGS.MOBILEVERCODELOGIN3 ? <LoginModeTabs value={login.mode} onChange={login.changeMode} /> : null}
      {smsMode ? (
        <SmsLoginFields dialing={login.dialing} sms={login.sms} developmentCode={login.developmentCode} />
      ) : (
        <PasswordLoginFields />
      )}
      {request.captchaShown ? <CaptchaField captcha={request.captcha} label={t('form_field_captcha')} data-testid="login-captcha" /> : null}
      <Inline gap="sm" justify="spaceBetween">
        <RememberCheckbox checked={login.remember} onChange={login.toggleRemember}>
          {smsMode ? t('login_remember_mobile') : t('login_remember_password')}
        </RememberCheckbox>
        <Link to={loginPaths.forget} className={styles.link} onClick={onLeave} data-testid="login-forgot">
          {t('login_forgot_password')}
        </Link>
      </Inline>
      {/* Busy while any login is out: this form's, a social login's or the retry after phone verification. */}
      <SubmitButton size="lg" loading={request.submitting} data-testid="login-submit">
        {t('login_submit')}
      </SubmitButton>
      <Inline gap="sm" justify="spaceBetween">
        <Text as="span" size="sm" tone="muted">
          {t('login_no_account')}{' '}
          <Link to={loginPaths.register} className={styles.link} onClick={onLeave} data-testid="login-register">
            {t('login_sign_up')}
          </Link>
        </Text>
        <FreeTrialButton disabled={request.submitting} onStarted={onLeave} />
      </Inline>
      {(BRAND_FLAGS.FACEBOOKLOGIN3 || BRAND_FLAGS.GOOGLELOGIN3) && !smsMode ? (
        <SocialLoginButtons onCredentials={login.socialLogin} onFailure={login.socialLoginFailed} disabled={request.submitting} />
      ) : null}
    </KitForm>
  );
}
