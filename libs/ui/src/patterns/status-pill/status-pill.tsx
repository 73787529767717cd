import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx';
import { APPLICATION_STATE_LOOK, type ApplicationState } from './application-state';
import * as styles from './status-pill.css';

export type PillTone = keyof typeof styles.tone;

export interface TonePillProps {
  tone: PillTone;
  /** The state's name, already translated. */
  label: string;
  /** The state as data (data-state), for tests and styles. */
  state: string;
  className?: string;
  'data-testid'?: string;
}

/** A state as a coloured label: the look every status pill shares. */
export function TonePill({ tone, label, state, className, 'data-testid': testId }: TonePillProps) {
  return (
    <span className={cx(styles.pill, styles.tone[tone], className)} data-state={state} data-testid={testId}>
      {label}
    </span>
  );
}

export interface StatusPillProps {
  state: ApplicationState;
  className?: string;
}

/** An application's state as a coloured label. Needs the "kit" text group loaded. */
export function StatusPill({ state, className }: StatusPillProps) {
  const { t } = useTranslation();
  const { labelKey, tone } = APPLICATION_STATE_LOOK[state];
  return <TonePill tone={tone} label={t(labelKey)} state={state} className={className} />;
}
