import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@playdeck/ui';
import type { CaptchaImage } from '../login/use-captcha-image';
import * as styles from './register-screen.css';

export type CaptchaFieldProps = Omit<TextFieldProps, 'label' | 'suffix'> & { captcha: CaptchaImage };

/** The captcha answer beside its image; tapping the image shows a new one (spec section 4). */
export function CaptchaField({ captcha, ...inputProps }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const suffix = (
    <button
      type="button"
      className={styles.captchaButton}
      onClick={() => void captcha.refresh()}
      aria-label={t('register_captcha_refresh')}
      aria-busy={captcha.loading || undefined}
      data-testid="register-captcha-image"
    >
      {captcha.image ? (
        <img className={styles.captchaImage} src={`data:image/png;base64,${captcha.image}`} alt="" />
      ) : (
        <span className={styles.muted}>{captcha.failed ? t('error_loading_failed') : t('loading')}</span>
      )}
    </button>
  );
  return <TextField {...inputProps} label={t('register_field_captcha')} suffix={suffix} maxLength={16} autoComplete="off" autoCapitalize="off" spellCheck={false} />;
}
