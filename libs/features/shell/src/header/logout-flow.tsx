import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@playdeck/session';
import { paths } from '@playdeck/routes';
import { useToastIfProvided } from '@playdeck/ui';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the logout loading notice stays up to 9999 s, that is until the call ends (the client's deadline at most). */
export const LOGOUT_LOADING_MS = 9_999_000;

// The confirmation (and the modal it brings) loads with the first ask, not with the header.
const LogoutConfirm = /* @__PURE__ */ lazy(() => import('./logout-confirm'));

export interface LogoutFlowProps {
  /** Renders what starts the flow (an icon, a row); `ask` opens the confirmation. */
  children: (ask: () => void) => ReactNode;
}

/**
 * Spec section 4: logout asks for confirmation, then shows loading, logs out and replaces the route with
 * home. One flow for every place that offers logout (the header, the member centre).
 */
export function LogoutFlow({ children }: LogoutFlowProps) {
  const { t } = useTranslation();
  const toast = useToastIfProvided();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // Stays mounted once asked, so the dialog can play its closing animation.
  const [asked, setAsked] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const ask = () => {
    setAsked(true);
    setConfirming(true);
  };
  const leave = async () => {
    setLeaving(true);
    const loading = toast?.show({ message: t('logout_loading'), kind: 'loading', duration: LOGOUT_LOADING_MS });
    try {
      await logout();
    } finally {
      if (loading) toast?.hide(loading);
    }
    navigate(paths.home, { replace: true });
  };

  return (
    <>
      {children(ask)}
      {asked ? (
        <Suspense fallback={null}>
          <LogoutConfirm open={confirming} leaving={leaving} onCancel={() => setConfirming(false)} onConfirm={() => void leave()} />
        </Suspense>
      ) : null}
    </>
  );
}
