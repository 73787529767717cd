import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from '@playdeck/ui/app-providers';
import { ScreenLoadFailed } from '../errors/screen-load-failed';
import { ScreenLoading } from '../errors/screen-loading';

// Screens take no props; the site-status page takes what the shell passes (see ShellLayout).
type PageLoader = () => Promise<{ default: ComponentType<any> }>;

// One lazy component per loader, so returning to a screen does not flash the loading state again.
const lazyScreens = new Map<PageLoader, LazyExoticComponent<ComponentType<any>>>();

function lazyScreen(loader: PageLoader): LazyExoticComponent<ComponentType<any>> {
  let screen = lazyScreens.get(loader);
  if (!screen) {
    screen = lazy(loader);
    lazyScreens.set(loader, screen);
  }
  return screen;
}

/** Renders a screen (or page, with its props) from its loader; a failed download shows the retry loader instead of a blank page. */
export function LazyScreen<P extends object>({ loader, props }: { loader: () => Promise<{ default: ComponentType<P> }>; props?: P }) {
  // React.lazy keeps a rejected import forever; retry drops it so the next render imports again.
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(loader);
  return (
    <ErrorBoundary
      key={attempt}
      onRetry={() => {
        lazyScreens.delete(loader);
        setAttempt((value) => value + 1);
      }}
      fallback={(retry) => <ScreenLoadFailed onRetry={retry} />}
    >
      <Suspense fallback={<ScreenLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyScreen keeps one component per loader, so it is the same on every render. */}
        <Screen {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
