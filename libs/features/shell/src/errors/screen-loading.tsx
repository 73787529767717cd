import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@playdeck/ui';
import * as styles from './route-loading.css';

/** Shown while a screen's chunk downloads. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.container} role="status" data-testid="screen-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t('loading')}</span>
    </div>
  );
}
