import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@playdeck/ui';
import { SocialLoginButtons } from '../social/social-login-buttons';
import { CaptchaField } from './captcha-field';
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
  const form = useLoginForm(onSuccess);
  const { fields, request, smsMode } = form;

  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.submit} data-testid="login-form">
      {BRAND_FLAGS.MOBILEVERCODELOGIN3 ? <LoginModeTabs value={fields.mode} onChange={fields.setMode} /> : null}
      {BRAND_FLAGS.MOBILEVERCODELOGIN3 && smsMode ? <SmsLoginFields form={form} /> : <PasswordLoginFields form={form} />}
      {request.captchaShown ? (
        <CaptchaField
          value={fields.values.captcha}
          onChange={(value) => fields.setValue('captcha', value)}
          onBlur={() => fields.blur('captcha')}
          error={fields.errorText('captcha')}
          captcha={request.captcha}
        />
      ) : null}
      <div className={styles.row}>
        <RememberCheckbox checked={fields.remember} onChange={fields.toggleRemember}>
          {smsMode ? t('login_remember_mobile') : t('login_remember_password')}
        </RememberCheckbox>
        <Link to={loginPaths.forget} className={styles.link} onClick={onLeave} data-testid="login-forgot">
          {t('login_forgot_password')}
        </Link>
      </div>
      <Button type="submit" block size="lg" loading={request.submitting} data-testid="login-submit">
        {t('login_submit')}
      </Button>
      <div className={styles.row}>
        <span className={styles.muted}>
          {t('login_no_account')}{' '}
          <Link to={loginPaths.register} className={styles.link} onClick={onLeave} data-testid="login-register">
            {t('login_sign_up')}
          </Link>
        </span>
        <FreeTrialButton disabled={request.submitting} onStarted={onLeave} />
      </div>
      {(BRAND_FLAGS.FACEBOOKLOGIN3 || BRAND_FLAGS.GOOGLELOGIN3) && !smsMode ? (
        <SocialLoginButtons onCredentials={form.socialLogin} onFailure={form.socialLoginFailed} disabled={request.submitting} />
      ) : null}
    </form>
  );
}
