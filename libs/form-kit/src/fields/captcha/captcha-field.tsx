import { useTranslation } from 'react-i18next';
import { TextField } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { useKitField } from '../../form/use-kit-field';
import type { CaptchaImage } from './use-captcha-image';
import * as styles from './captcha-field.css';

export interface CaptchaFieldProps {
  captcha: CaptchaImage;
  label: string;
  name?: string;
  'data-testid'?: string;
  /** Test id of the image button (tapping it asks for a new image). */
  refreshTestId?: string;
}

/** The captcha answer of a kit form, with its image beside it; tapping the image shows a new one (spec section 4). */
export function CaptchaField({
  captcha,
  label,
  name = 'captcha',
  refreshTestId = 'captcha-refresh',
  'data-testid': testId,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const field = useKitField(name);
  const suffix = (
    <button
      type="button"
      className={styles.refresh}
      onClick={() => void captcha.refresh()}
      aria-label={t('form_captcha_refresh')}
      aria-busy={captcha.loading || undefined}
      data-testid={refreshTestId}
    >
      {captcha.image ? (
        <img
          className={styles.image}
          src={`data:image/png;base64,${captcha.image}`}
          alt={t('form_captcha_alt')}
          data-testid="captcha-image"
        />
      ) : (
        <Text as="span" size="sm" tone="muted">
          {captcha.failed ? t('form_captcha_failed') : t('loading')}
        </Text>
      )}
    </button>
  );
  return (
    <TextField
      {...field.inputProps}
      label={label}
      error={field.error}
      suffix={suffix}
      maxLength={16}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      data-testid={testId}
    />
  );
}
