import { lazy, Suspense } from 'react';
import { isTrialSession, useSessionStore } from '@playdeck/session';
import { canLoadUnreadCount } from '../inbox/can-load-unread-count';
import { useSiteStatusSync, type SiteStatusSyncOptions } from './site-status-query';
import { useUnreadCountSync } from './unread-count-sync';

// Loads only for a signed-in real member: visitors and trial users never fetch it.
const RealityCheckWatcher = /* @__PURE__ */ lazy(() => import('../reality-check/reality-check-watcher'));

function UnreadCountSync() {
  useUnreadCountSync();
  return null;
}

/**
 * The shell's server state, loaded after the first render (it needs the API client): the site status,
 * and the member's unread inbox count (member types 0, 1 and 2: the header badge everywhere, the bottom
 * bar's with CBS3), and a real member's reality check. The status store stays in the first
 * render's code and comes in through props, so this chunk shares no module with it.
 */
export default function ShellSync(props: SiteStatusSyncOptions) {
  useSiteStatusSync(props);
  const loadsUnread = useSessionStore((state) => canLoadUnreadCount(state.session));
  // Keyed by token: another member's count starts afresh.
  const token = useSessionStore((state) => state.session?.token);
  const realMember = useSessionStore((state) => Boolean(state.session?.token) && !isTrialSession(state.session));
  return (
    <>
      {loadsUnread ? <UnreadCountSync key={token} /> : null}
      {realMember ? (
        <Suspense fallback={null}>
          <RealityCheckWatcher key={token} />
        </Suspense>
      ) : null}
    </>
  );
}
