import { createContext, useContext, useId, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { LoadError } from '@playdeck/game-kit';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import * as styles from './blocks.css';

/** A block's load failure: what went wrong and a retry (spec section 8: "Loading failed, click to retry"). */
export function BlockError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError error={error} onRetry={onRetry} testId="home-block-error" />;
}

export function BlockEmpty({ title }: { title: string }) {
  return <EmptyState title={title} data-testid="home-block-empty" />;
}

export function BlockSkeleton({ height, count = 1 }: { height: number; count?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="home-block-loading">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} shape="rect" height={height} />
      ))}
    </Stack>
  );
}

interface HomeSectionProps {
  title: string;
  testId: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Focusable from script, e.g. when the hot-match action brings it into view. */
  focusable?: boolean;
  /** Starts below a phone's fold: rendered by the browser only as it nears the screen. */
  belowFold?: boolean;
}

/** Where a block's own controls go: beside its title. */
const TitleControlsSlot = createContext<HTMLElement | null>(null);

/**
 * Renders a block's controls (the hot games' arrows) beside its title, at the start of the line: away from
 * the corner where the floating customer-service button sits, so it never covers them while the page
 * scrolls. Without a titled section around it, they render in place.
 */
export function TitleControls({ children }: { children: ReactNode }) {
  const slot = useContext(TitleControlsSlot);
  return slot ? createPortal(children, slot) : children;
}

/** One titled home block. */
export function HomeSection({ title, testId, children, ref, focusable, belowFold }: HomeSectionProps) {
  const titleId = useId();
  const [controls, setControls] = useState<HTMLElement | null>(null);
  return (
    <section
      ref={ref}
      className={belowFold ? `${styles.section} ${styles.belowFold}` : styles.section}
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={focusable ? -1 : undefined}
    >
      <div className={styles.titleRow}>
        <Text as="h2" id={titleId} size="md" weight="bold">
          {title}
        </Text>
        <span ref={setControls} className={styles.titleControls} />
      </div>
      <TitleControlsSlot value={controls}>{children}</TitleControlsSlot>
    </section>
  );
}
