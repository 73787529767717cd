import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { routeMessage, routeSpinner } from '@playdeck/ui/app-providers';

/** A screen's chunk failed to download (spec section 8: log it and show a loader, here with retry). */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={routeMessage} role="alert" data-testid="screen-load-failed">
      <span className={routeSpinner} aria-hidden="true" />
      <Button onClick={onRetry}>{t('error_loading_failed')}</Button>
    </div>
  );
}
