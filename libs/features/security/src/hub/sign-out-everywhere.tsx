import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { describeError } from '@playdeck/api/client';
import { paths } from '@playdeck/routes';
import { logoutEverywhere } from '@playdeck/session';
import { Button, useToast } from '@playdeck/ui';
import { ConfirmSheet } from '@playdeck/ui/patterns';

/**
 * Signs the member out on every device and forgets the remembered login on this one (issue 16: the remembered
 * login is cleared on logout-all), after a confirmation; then login. A refusal is told and nothing changes.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const signOut = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await logoutEverywhere();
      toast.show({ message: t('security_signed_out_everywhere'), kind: 'success' });
      navigate(paths.login, { replace: true });
    } catch (failure) {
      const { key, params } = describeError(failure);
      toast.show({ message: t(key, params), kind: 'error' });
      setConfirming(false);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" block onClick={() => setConfirming(true)} data-testid="security-sign-out-everywhere">
        {t('security_sign_out_everywhere')}
      </Button>
      <ConfirmSheet
        open={confirming}
        title={t('security_sign_out_everywhere_confirm')}
        message={t('security_sign_out_everywhere_message')}
        confirmLabel={t('security_sign_out_everywhere')}
        tone="danger"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut()}
      />
    </>
  );
}
