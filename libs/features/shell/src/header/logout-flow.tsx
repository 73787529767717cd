import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '@playdeck/session';
import { Button, Modal } from '@playdeck/ui';
import { paths } from '@playdeck/routes';
import * as styles from './app-header.css';

export interface LogoutFlowProps {
  /** Renders what starts the flow (an icon, a row); `ask` opens the confirmation. */
  children: (ask: () => void) => ReactNode;
}

/**
 * Spec section 4: logout asks for confirmation, then shows loading, logs out and replaces the route with
 * home. One flow for every place that offers logout (the header, the member centre).
 */
export function LogoutFlow({ children }: LogoutFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    await logout();
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      {children(() => setConfirming(true))}
      <Modal
        open={confirming}
        onClose={() => {
          if (!leaving) setConfirming(false);
        }}
        title={t('logout_confirm_title')}
        footer={
          <>
            <Button variant="ghost" block disabled={leaving} onClick={() => setConfirming(false)} data-testid="logout-cancel">
              {t('logout_cancel')}
            </Button>
            <Button block loading={leaving} onClick={() => void leave()} data-testid="logout-confirm">
              {t('logout_confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogText}>{t('logout_confirm_message')}</p>
      </Modal>
    </>
  );
}
