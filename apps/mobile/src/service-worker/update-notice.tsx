import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@playdeck/ui';
import { Inline, Text } from '@playdeck/ui/layout';
import { registerServiceWorker, type WorkerContainer } from './register';
import * as styles from './update-notice.css';

const serviceWorkers = (): WorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? (navigator.serviceWorker as unknown as WorkerContainer) : null;

/**
 * Registers the brand's service worker (a built app only: the dev server has none) and, when a new build waits,
 * says so with a reload button. It never reloads by itself: a player mid-game or mid-form chooses when.
 */
export function UpdateNotice({
  container = serviceWorkers(),
  enabled = import.meta.env.PROD,
}: {
  container?: WorkerContainer | null;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!container || !enabled) return;
    let mounted = true;
    let checkForUpdate = () => {};
    // Back in the foreground (a phone's app switcher): the moment a player would pick up a new build.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    };
    document.addEventListener('visibilitychange', onVisibility);
    registerServiceWorker(container, import.meta.env.BASE_URL, {
      onUpdateReady: (next) => {
        if (mounted) setApply(() => next);
      },
      reload: () => window.location.reload(),
      onCheckForUpdate: (check) => (checkForUpdate = check),
    }).catch((error: unknown) => console.warn('[app] service worker not registered', error));
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [container, enabled]);
  if (!apply) return null;
  return (
    <div className={styles.notice} role="status" data-testid="app-update">
      <Inline gap="sm" align="center" justify="spaceBetween">
        <Text size="sm">{t('app_update_available')}</Text>
        <Button size="sm" variant="secondary" onClick={apply} data-testid="app-update-reload">
          {t('app_update_reload')}
        </Button>
      </Inline>
    </div>
  );
}
