import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import * as styles from './route-loading.css';

/** A screen's chunk failed to download (spec section 8: log it and show a loader, here with retry). */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.container} role="alert" data-testid="screen-load-failed">
      <span className={styles.spinner} aria-hidden="true" />
      <Button onClick={onRetry}>{t('error_loading_failed')}</Button>
    </div>
  );
}
