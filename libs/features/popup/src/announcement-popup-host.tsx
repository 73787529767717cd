import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import { usePageSettled } from './page-settled';
import { popupAudience, type PopupAudience } from './popup-audience';
import { POPUP_DELAY_MS } from './popup-timing';

const AnnouncementPopup = /* @__PURE__ */ lazy(() => import('./announcement-popup'));
const HOME_PATHS: readonly string[] = paths.homeAliases;

/**
 * Mount once inside the router and the query client. It is part of the first render of every page, so
 * it only decides: on home, once the page has loaded and gone idle, 500 ms after arriving or after the
 * session switches audience, it loads the popup's chunk (API client, sanitiser) and hands over. `held`: another dialog of the app (the contract
 * prompt) is open; the popup waits for it.
 */
export function AnnouncementPopupHost({ held = false }: { held?: boolean } = {}) {
  const onHome = HOME_PATHS.includes(useLocation().pathname);
  const audience = useSessionStore((state) => popupAudience(state.session));
  // One dialog at a time: a session notice (e.g. "logged in elsewhere", which lands on home) goes first.
  const noticeOpen = useSessionNotice((state) => state.messageKey !== null);
  const settled = usePageSettled();
  const wanted = settled && onHome && !noticeOpen && !held ? audience : null;
  const [ready, setReady] = useState<PopupAudience | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setReady(wanted), POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setReady(null);
    };
  }, [wanted]);

  if (!wanted || ready !== wanted) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup audience={wanted} />
    </Suspense>
  );
}
