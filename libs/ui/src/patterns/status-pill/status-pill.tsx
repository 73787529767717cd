import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx';
import { APPLICATION_STATE_LOOK, type ApplicationState } from './application-state';
import * as styles from './status-pill.css';

export interface StatusPillProps {
  state: ApplicationState;
  className?: string;
}

/** An application's state as a coloured label. Needs the "kit" text group loaded. */
export function StatusPill({ state, className }: StatusPillProps) {
  const { t } = useTranslation();
  const { labelKey, tone } = APPLICATION_STATE_LOOK[state];
  return (
    <span className={cx(styles.pill, styles.tone[tone], className)} data-state={state}>
      {t(labelKey)}
    </span>
  );
}
