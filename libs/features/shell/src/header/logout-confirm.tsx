import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';

export interface LogoutConfirmProps {
  open: boolean;
  leaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The logout flow's confirmation dialog; while `leaving`, it shows loading and cannot be dismissed. */
export default function LogoutConfirm({ open, leaving, onCancel, onConfirm }: LogoutConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!leaving) onCancel();
      }}
      title={t('logout_confirm_title')}
      footer={
        <>
          <Button variant="ghost" block disabled={leaving} onClick={onCancel} data-testid="logout-cancel">
            {t('logout_cancel')}
          </Button>
          <Button block loading={leaving} onClick={onConfirm} data-testid="logout-confirm">
            {t('logout_confirm')}
          </Button>
        </>
      }
    >
      <Text align="center">{t('logout_confirm_message')}</Text>
    </Modal>
  );
}
