import { lazy, Suspense, useState } from 'react';
import { useLoginPrompt } from './login-prompt';

const LoginModal = /* @__PURE__ */ lazy(() => import('./login-modal'));

/**
 * Mount once inside the router, toasts and query client. It costs nothing until a guard first calls
 * requireLogin(): only then is the modal's chunk loaded.
 */
export function LoginPromptHost() {
  const open = useLoginPrompt((state) => state.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
