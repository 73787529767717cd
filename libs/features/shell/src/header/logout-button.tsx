import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '@playdeck/session';
import { Button, Modal } from '@playdeck/ui';
import { paths } from '@playdeck/routes';
import * as styles from './app-header.css';
import { LogoutIcon } from './header-icons';

/** The header's logout icon: asks first, then logs out (spec section 4) and replaces the route with home. */
export function LogoutButton({ className = `${styles.iconButton} ${styles.endSlot}` }: { className?: string }) {
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
      <button
        type="button"
        className={className}
        onClick={() => setConfirming(true)}
        aria-label={t('logout_label')}
        data-testid="header-logout"
      >
        <LogoutIcon />
      </button>
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
