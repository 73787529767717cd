import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import { useSocialLoginAdapters, type SocialCredentials, type SocialLoginAdapter, type SocialProvider } from './social-login-registry';
import { DevelopmentSignInHost } from './development-sign-in-host';
import * as styles from './social-login-buttons.css';

export interface SocialLoginButtonsProps {
  onCredentials: (provider: SocialProvider, credentials: SocialCredentials) => void;
  onFailure: (error: unknown) => void;
  disabled?: boolean;
}

/**
 * Facebook and Google sign-in, each only when its whitelabel flag is on and an adapter is registered.
 * The flags are written out literally so a brand with a flag off carries no code for its button.
 */
export function SocialLoginButtons({ onCredentials, onFailure, disabled }: SocialLoginButtonsProps) {
  const { t } = useTranslation();
  const adapters = useSocialLoginAdapters((state) => state.adapters);
  const signIn = (provider: SocialProvider, adapter: SocialLoginAdapter) => {
    adapter.signIn().then((credentials) => onCredentials(provider, credentials), onFailure);
  };
  const facebook = BRAND_FLAGS.FACEBOOKLOGIN3 ? adapters.facebook : undefined;
  const google = BRAND_FLAGS.GOOGLELOGIN3 ? adapters.google : undefined;
  // A provider's SDK loads while its button shows (never for a brand without the flag or the app id).
  useEffect(() => {
    for (const adapter of [facebook, google]) adapter?.prepare?.().catch(() => undefined);
  }, [facebook, google]);
  if (!facebook && !google) return null;

  return (
    <Stack gap="sm" data-testid="social-login">
      <p className={styles.divider}>{t('login_or')}</p>
      {BRAND_FLAGS.FACEBOOKLOGIN3 && facebook ? (
        <Button variant="ghost" block disabled={disabled} onClick={() => signIn('facebook', facebook)} data-testid="social-login-facebook">
          {t('login_with_facebook')}
        </Button>
      ) : null}
      {BRAND_FLAGS.GOOGLELOGIN3 && google ? (
        <Button variant="ghost" block disabled={disabled} onClick={() => signIn('google', google)} data-testid="social-login-google">
          {t('login_with_google')}
        </Button>
      ) : null}
      <DevelopmentSignInHost />
    </Stack>
  );
}
