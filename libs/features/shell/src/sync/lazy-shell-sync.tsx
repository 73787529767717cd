import { Suspense } from 'react';
import { ErrorBoundary } from '@playdeck/ui/app-providers';
import { lazyPart } from '../parts/lazy-part';
import { useSiteStatusCode, useSiteStatusStore } from '../status/site-status-store';

const { applyLive, applyFailure } = useSiteStatusStore.getState();

// Without its chunk the status cannot be refreshed: like a failed status call, nothing may stay blocked.
const ShellSync = lazyPart('ShellSync', applyFailure);

/** Mounts the shell's server state (site status, unread count) once its chunk has loaded. Renders nothing. */
export function LazyShellSync() {
  const blocked = useSiteStatusCode() !== 0;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ShellSync blocked={blocked} onStatus={applyLive} onFailure={applyFailure} />
      </Suspense>
    </ErrorBoundary>
  );
}
