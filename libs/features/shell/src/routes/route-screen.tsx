import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { brandFeatureOn } from '@playdeck/brand';
import { GUEST_NOTICE_MS, useSessionNotice, useSessionStore } from '@playdeck/session';
import { paths, withQuery } from '@playdeck/routes';
import { screenDecision } from './can-access';
import { LazyScreen } from './lazy-screen';
import type { AppRoute } from './route-table';
import type { ScreenRegistry } from './screen-registry';

/**
 * The screen for a route when this session may open it. Otherwise: home (changePsw, agent pages), login with
 * a way back to this route (member screens), for a trial user on a money screen, the real-account notice
 * while staying on the previous screen (spec section 6), or, for a screen the brand turns off, its home (the
 * agent home for an agent screen) with the spec's "no permission or temporarily unavailable" message.
 */
export function RouteScreen({ route, screens }: { route: AppRoute; screens: ScreenRegistry }) {
  const session = useSessionStore((state) => state.session);
  const location = useLocation();
  switch (screenDecision(route, session, brandFeatureOn)) {
    case 'show':
      return <LazyScreen loader={screens[route.id]} />;
    case 'home':
      return <Navigate to={paths.home} replace />;
    case 'login':
      return <Navigate to={withQuery(paths.login, { redirect: `${location.pathname}${location.search}` })} replace />;
    case 'trial-refused':
      return <TrialRefused />;
    case 'switched-off':
      return <SwitchedOff to={route.access === 'agent' ? paths.agent : paths.home} />;
  }
}

/** A screen the brand turns off, opened by URL: says so and goes to `to` in place of it. */
function SwitchedOff({ to }: { to: string }) {
  const shown = useRef(false);
  useEffect(() => {
    // Once: StrictMode runs effects twice.
    if (shown.current) return;
    shown.current = true;
    useSessionNotice.getState().show('error_no_permission', { durationMs: GUEST_NOTICE_MS });
  }, []);
  return <Navigate to={to} replace />;
}

/** Tells the trial user this needs a real account, then goes back to where it came from (home when opened directly). */
function TrialRefused() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // Once: StrictMode runs effects twice, and two steps back would leave the previous screen too.
    if (done.current) return;
    done.current = true;
    useSessionNotice.getState().show('error_trial_restricted', { durationMs: GUEST_NOTICE_MS });
    // 'default' is the key of the first entry: there is nothing in the app to go back to.
    if (key === 'default') navigate(paths.home, { replace: true });
    else navigate(-1);
  }, [key, navigate]);
  return null;
}
