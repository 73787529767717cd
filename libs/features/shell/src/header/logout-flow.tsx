import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@playdeck/session';
import { paths } from '@playdeck/routes';

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
    await logout();
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
