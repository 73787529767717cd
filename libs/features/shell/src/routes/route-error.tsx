import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { AppErrorFallback } from '../errors/app-error-fallback';

/** The router's error element: errors outside a screen's own boundary end here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[shell] route failed', error);
  }, [error]);
  return <AppErrorFallback onRetry={() => window.location.reload()} />;
}
