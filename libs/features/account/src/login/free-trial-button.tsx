import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { useStartTrial } from '../trial';

/** Starts a free-trial session (the trial flow shows its loading message and goes home). */
export function FreeTrialButton({ disabled, onStarted }: { disabled?: boolean; onStarted?: () => void }) {
  const { t } = useTranslation();
  const trial = useStartTrial();
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={trial.starting}
      disabled={disabled}
      onClick={() => void trial.start().then(() => onStarted?.())}
      data-testid="login-free-trial"
    >
      {t('login_free_trial')}
    </Button>
  );
}
