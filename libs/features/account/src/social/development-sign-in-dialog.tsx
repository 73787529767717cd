import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { developmentIdentityToken } from './development-identity';
import { settleDevelopmentSignIn, useDevelopmentSignIn } from './development-sign-in';

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
const newTestEmail = () => `player.${Math.random().toString(36).slice(2, 8)}@example.test`;

/**
 * The development adapters' account picker: an e-mail address stands for the provider's account (the same
 * address signs in the same member). Closing it cancels the sign-in. Texts: the lazy `signin` group.
 */
export default function DevelopmentSignInDialog() {
  const { t } = useTranslation();
  const request = useDevelopmentSignIn((state) => state.request);
  const [email, setEmail] = useState(newTestEmail);
  const valid = EMAIL.test(email.trim());
  const provider = request?.provider ?? 'google';
  const providerName = t(provider === 'google' ? 'signin_provider_google' : 'signin_provider_facebook');

  const confirm = () => {
    if (!valid) return;
    const address = email.trim().toLowerCase();
    settleDevelopmentSignIn({
      idToken: developmentIdentityToken(provider, { subject: address, email: address, name: address.split('@')[0] }),
    });
    setEmail(newTestEmail());
  };

  return (
    <Modal
      open={request !== undefined}
      onClose={() => settleDevelopmentSignIn()}
      title={t('signin_dev_title', { provider: providerName })}
      closeLabel={t('signin_dev_cancel')}
    >
      <Stack gap="md" data-testid="dev-sign-in">
        <Text size="sm" tone="muted">
          {t('signin_dev_note', { provider: providerName })}
        </Text>
        <TextField
          label={t('signin_dev_email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={valid ? undefined : t('signin_dev_email_invalid')}
          data-testid="dev-sign-in-email"
        />
        <Button block onClick={confirm} disabled={!valid} data-testid="dev-sign-in-continue">
          {t('signin_dev_continue', { provider: providerName })}
        </Button>
      </Stack>
    </Modal>
  );
}
