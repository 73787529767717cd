import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PendingWhileMounted, waitsForFirstView } from '@playdeck/ui';
import * as styles from './lazy-block.css';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a block's failed chunk download (or render) so the rest of home stays usable. */
class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[home] block failed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

function BlockLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert">
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('error_loading_failed')}
      </Button>
    </div>
  );
}

/**
 * A home block in a chunk of its own: `fallback` while the chunk downloads, a retry when it fails (React.lazy
 * keeps a rejected import, so a retry makes a fresh one). The first render of home stays small.
 */
export function lazyBlock<P extends object>(load: Loader<P>, fallback: ReactNode) {
  let Block = lazy(load);
  const pending = <PendingWhileMounted kind={waitsForFirstView(load) ? 'afterFirstView' : 'work'}>{fallback}</PendingWhileMounted>;
  return function LazyBlock(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Block = lazy(load);
      setAttempt((value) => value + 1);
    };
    return (
      <BlockBoundary key={attempt} onRetry={retry} fallback={(onRetry) => <BlockLoadFailed onRetry={onRetry} />}>
        <Suspense fallback={pending}>
          <Block {...props} />
        </Suspense>
      </BlockBoundary>
    );
  };
}
