import { useTranslation } from 'react-i18next';
import { Button } from '../components/button/button';
import * as styles from './route-loading.css';

/** Last-resort screen when something above the screens fails to render. */
export function AppErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.container} role="alert" data-testid="app-error">
      <h1>{t('app_error_title')}</h1>
      <p>{t('error_unknown')}</p>
      <Button onClick={onRetry}>{t('app_error_retry')}</Button>
    </div>
  );
}
