import { useTranslation } from 'react-i18next';
import * as styles from './deposit-screen.css';

const STEPS = [
  { id: 'channel', key: 'deposit_step_channel' },
  { id: 'amount', key: 'deposit_step_amount' },
  { id: 'pay', key: 'deposit_step_pay' },
] as const;

export type DepositStep = (typeof STEPS)[number]['id'];

/** New template: where the member is in the deposit (channel, amount, pay). */
export function DepositStepper({ current }: { current: DepositStep }) {
  const { t } = useTranslation();
  const currentIndex = STEPS.findIndex((step) => step.id === current);
  return (
    <ol className={styles.stepper} aria-label={t('deposit_steps')} data-testid="deposit-stepper" data-step={current}>
      {STEPS.map((step, index) => {
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
        return (
          <li key={step.id} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {t(step.key)}
          </li>
        );
      })}
    </ol>
  );
}
