import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { wireToMinor } from '@playdeck/api';
import { paths } from '@playdeck/routes';
import { formatMoney } from '@playdeck/site-data';
import { Button, buttonClassName, Modal } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { durationParts } from './reality-schedule';

export interface RealityCheckDialogProps {
  open: boolean;
  /** Time since sign-in when the check came due. */
  elapsedMs: number;
  /** Wins minus stakes since sign-in, money as the platform answers it. */
  net: number;
  /** Logging out: the buttons wait. */
  leaving: boolean;
  onContinue: () => void;
  onLogOut: () => void;
  /** The member follows the link to the history (the link itself navigates). */
  onHistory: () => void;
}

/** The reality check: how long the member has been signed in and the net result of the rounds since. */
export default function RealityCheckDialog({ open, elapsedMs, net, leaving, onContinue, onLogOut, onHistory }: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const { hours, minutes } = durationParts(elapsedMs);
  const duration = hours > 0 ? t('reality_check_duration_hours', { hours, minutes }) : t('reality_check_duration_minutes', { minutes });
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!leaving) onContinue();
      }}
      closeOnMaskClick={false}
      title={t('reality_check_title')}
      footer={
        <>
          <Button variant="ghost" block disabled={leaving} loading={leaving} onClick={onLogOut} data-testid="reality-check-log-out">
            {t('reality_check_log_out')}
          </Button>
          <Button block disabled={leaving} onClick={onContinue} data-testid="reality-check-continue">
            {t('reality_check_continue')}
          </Button>
        </>
      }
    >
      <Stack gap="md" data-testid="reality-check-dialog">
        <Text data-testid="reality-check-elapsed">{t('reality_check_elapsed', { duration })}</Text>
        <Stack gap="xs">
          <Text size="sm" tone="muted">
            {t('reality_check_net')}
          </Text>
          <Text size="lg" weight="bold" tone={net < 0 ? 'danger' : 'text'} data-testid="reality-check-net">
            {formatMoney(wireToMinor(net), undefined, { signed: true })}
          </Text>
        </Stack>
        <Link
          to={paths.transactionRecord}
          onClick={onHistory}
          className={buttonClassName({ variant: 'ghost', block: true })}
          data-testid="reality-check-history"
        >
          {t('reality_check_history')}
        </Link>
      </Stack>
    </Modal>
  );
}
