import { lazy, Suspense } from 'react';
import { loadTexts } from '@playdeck/i18n';
import { Skeleton } from '@playdeck/ui';

const Block = lazy(() => Promise.all([import('./help-menu-block'), loadTexts('content')]).then(([module]) => module));

/** The help menu block for any page (home, other): its chunk, and the API client, load when it renders. */
export function HelpMenuBlock() {
  return (
    <Suspense fallback={<Skeleton shape="rect" width="100%" height={160} />}>
      <Block />
    </Suspense>
  );
}
