import { useTranslation } from 'react-i18next';
import { TextField } from '@playdeck/ui';
import type { CaptchaImage } from './use-captcha-image';
import * as styles from './captcha-field.css';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  captcha: CaptchaImage;
}

/** The code input with its image beside it; tapping the image asks for a new one. */
export function CaptchaField({ value, onChange, onBlur, error, captcha }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const image = captcha.image ? (
    <img className={styles.image} src={`data:image/png;base64,${captcha.image}`} alt={t('login_captcha_alt')} data-testid="captcha-image" />
  ) : (
    <span className={styles.placeholder}>{captcha.failed ? t('login_captcha_failed') : t('loading')}</span>
  );
  return (
    <TextField
      label={t('login_field_captcha')}
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error}
      data-testid="login-captcha"
      suffix={
        <button
          type="button"
          className={styles.refresh}
          onClick={() => void captcha.refresh()}
          aria-label={t('login_captcha_refresh')}
          aria-busy={captcha.loading || undefined}
          data-testid="captcha-refresh"
        >
          {image}
        </button>
      }
    />
  );
}
