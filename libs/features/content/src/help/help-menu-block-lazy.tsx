import { lazy, Suspense } from 'react';
import { Skeleton } from '@playdeck/ui';

const Block = lazy(() => import('./help-menu-block'));

/** The help menu block for any page (home, other): its chunk, and the API client, load when it renders. */
export function HelpMenuBlock() {
  return (
    <Suspense fallback={<Skeleton shape="rect" width="100%" height={160} />}>
      <Block />
    </Suspense>
  );
}
