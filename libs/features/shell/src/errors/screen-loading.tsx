import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@playdeck/ui';
import { routeMessage, routeSpinner } from '@playdeck/ui/app-providers';

/** Shown while a screen's chunk downloads. */
export function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className={routeMessage} role="status" data-testid="screen-loading">
      <span className={routeSpinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t('loading')}</span>
    </div>
  );
}
