import { lazy, Suspense, useState } from 'react';
import { loadTexts } from '@playdeck/i18n';
import { useDevelopmentSignIn } from './development-sign-in';

const Dialog = lazy(() => Promise.all([import('./development-sign-in-dialog'), loadTexts('signin')]).then(([module]) => module));

/** Mounts the development sign-in dialog (its own chunk and texts) from the first development sign-in on. */
export function DevelopmentSignInHost() {
  const requested = useDevelopmentSignIn((state) => state.request !== undefined);
  const [wanted, setWanted] = useState(false);
  if (requested && !wanted) setWanted(true);
  if (!wanted && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}
