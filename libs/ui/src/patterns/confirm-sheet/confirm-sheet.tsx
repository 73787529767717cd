import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Sheet } from '../../components/sheet/sheet';
import * as styles from './confirm-sheet.css';

export interface ConfirmSheetProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  onConfirm: () => void;
  /** Escape, a mask tap and the cancel button all cancel. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action (delete a bank card) shows its confirm button in the danger colour. */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs: the confirm button spins and cancelling is not offered. */
  busy?: boolean;
}

/**
 * A question answered with confirm or cancel, from the bottom edge. Focus starts on cancel, so a stray
 * Enter never confirms, and stays inside the sheet until it closes. Needs the "kit" text group loaded.
 */
export function ConfirmSheet({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
}: ConfirmSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      open={open}
      onClose={onCancel}
      title={title}
      closeOnEscape={!busy}
      closeOnMaskClick={!busy}
      footer={
        <>
          <Button variant="ghost" className={styles.action} onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel ?? t('kit_cancel')}
          </Button>
          <Button variant={tone} className={styles.action} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('kit_confirm')}
          </Button>
        </>
      }
    >
      {message != null ? <p className={styles.message}>{message}</p> : null}
    </Sheet>
  );
}
