import { lazy, Suspense, useState } from 'react';
import { useRefreshWhenRestored, useSessionNotice, useSessionScopedCache } from '@playdeck/session';

// The dialog (and the modal it brings) loads with the first notice, not with the first render.
const SessionNoticeDialog = /* @__PURE__ */ lazy(() => import('./session-notice-dialog'));

/**
 * Shows the session layer's notices (the platform ended the session; a visitor or trial user was turned
 * away) and keeps cached answers in step with the session and fresh after a return from a game.
 */
export function SessionHost() {
  useSessionScopedCache();
  useRefreshWhenRestored();
  const noticed = useSessionNotice((state) => state.messageKey !== null);
  // Stays mounted once loaded, so a notice's dialog can play its closing animation.
  const [wanted, setWanted] = useState(noticed);
  if (noticed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionNoticeDialog />
    </Suspense>
  );
}
