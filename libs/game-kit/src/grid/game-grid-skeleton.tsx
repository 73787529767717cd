import { Skeleton } from '@playdeck/ui';
import * as styles from './game-grid.css';
import { NAME_HEIGHT } from './grid-layout';

/** Rows of placeholders shown while the first page loads: enough to fill a phone's screen. */
export const SKELETON_ROWS = 4;

/**
 * The grid while its first page loads: tiles of the real tiles' shape (square icon, two-line name) in the
 * grid's columns and row height, so the games take the placeholders' place without moving anything.
 */
export function GameGridSkeleton({ testId = 'game-list-loading' }: { testId?: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid={testId}>
      {Array.from({ length: SKELETON_ROWS * 3 }, (_, index) => (
        <span key={index} className={styles.skeletonTile}>
          <Skeleton shape="rect" width="100%" className={styles.skeletonIcon} />
          <Skeleton height={NAME_HEIGHT} />
        </span>
      ))}
    </div>
  );
}
