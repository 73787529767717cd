import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { loadTexts } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { logout } from '@playdeck/session';
import { realityCheckQuery } from './reality-check-query';
import { localLeaseStore, realityLease, type LeaseStore } from './reality-lease';
import { scheduleRealityChecks, sessionClock } from './reality-schedule';

// The dialog and its texts load when a check first comes due.
const RealityCheckDialog = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./reality-check-dialog'), loadTexts('security')]).then(([module]) => module),
);

const thisTab = Math.random().toString(36).slice(2);

export interface RealityCheckWatcherProps {
  /** The tabs' shared lease: localStorage unless a spec gives its own. */
  store?: LeaseStore;
  tab?: string;
  /** Counts the session on: a monotonic clock, not the device's time of day. */
  monotonic?: () => number;
  isVisible?: () => boolean;
}

interface DueCheck {
  index: number;
  elapsedMs: number;
  net: number;
}

/**
 * For a signed-in real member: at each interval of their reality check, counted from the session's sign-in as
 * the platform holds it, one of their tabs shows the check with the net result of the rounds since sign-in. When
 * that tab is hidden or closed before an answer, a tab the member looks at takes the check over.
 */
export default function RealityCheckWatcher({
  store,
  tab = thisTab,
  monotonic = () => performance.now(),
  isVisible = () => document.visibilityState !== 'hidden',
}: RealityCheckWatcherProps) {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(realityCheckQuery());
  const [due, setDue] = useState<DueCheck | null>(null);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const signedInAt = data?.signedInAt;
  const intervalMinutes = data?.intervalMinutes;
  const lease = useMemo(
    () => (signedInAt === undefined ? null : realityLease(store ?? localLeaseStore(), signedInAt, tab)),
    [store, signedInAt, tab],
  );

  // Scheduled again only when the interval or the session changes: a refreshed net moves no timer.
  useEffect(() => {
    if (!data || !lease) return undefined;
    let live = true;
    const elapsed = sessionClock(data, monotonic);
    const showIfMine = (index: number, visible: boolean, elapsedMs: () => number) =>
      void lease.claim(index, visible).then(async (mine) => {
        if (!mine || !live) return;
        const fresh = await refetch();
        if (!live) return;
        setDue({ index, elapsedMs: elapsedMs(), net: fresh.data?.net ?? data.net });
        setOpen(true);
      });
    const stop = scheduleRealityChecks({
      answer: data,
      monotonic,
      onDue: (index, elapsedMs) => showIfMine(index, isVisible(), () => elapsedMs),
    });
    // A check released by a hidden or closed tab shows here if the member is looking at this tab, or comes to it.
    const takeOver = (index: number | null) => {
      if (index !== null && isVisible()) showIfMine(index, true, elapsed);
    };
    const stopTakingOver = lease.onReleased(takeOver);
    const onVisibilityChange = () => takeOver(lease.released());
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      live = false;
      stop();
      stopTakingOver();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [intervalMinutes, signedInAt, lease]);

  const index = due?.index;
  useEffect(() => (lease && index !== undefined ? lease.watch(index, () => setOpen(false)) : undefined), [lease, index]);

  // The check shown here is released when the member leaves this tab (hidden or closed), for a tab they look at.
  useEffect(() => {
    if (!lease || index === undefined || !open) return undefined;
    const release = () => lease.release(index);
    const onVisibilityChange = () => {
      if (!isVisible()) release();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', release);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', release);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- isVisible is read when the page's visibility changes
  }, [lease, index, open]);

  if (!due || !lease) return null;
  const answer = () => {
    lease.answer(due.index);
    setOpen(false);
  };
  // The existing sign-out path; the dialog stays up, waiting, until the session has ended.
  const logOut = async () => {
    lease.answer(due.index);
    setLeaving(true);
    await logout();
    navigate(paths.home, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        open={open}
        elapsedMs={due.elapsedMs}
        net={due.net}
        leaving={leaving}
        onContinue={answer}
        onLogOut={() => void logOut()}
        onHistory={answer}
      />
    </Suspense>
  );
}
