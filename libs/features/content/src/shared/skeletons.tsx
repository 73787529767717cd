import { Skeleton } from '@playdeck/ui';
import * as styles from './content.css';

/** Rows of a title and a date, the shape of the announcement and notice lists. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.skeletonStack}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </div>
      ))}
    </div>
  );
}

/** A title, a date and a few lines of text: a detail page loading. */
export function DetailSkeleton({ banner = false }: { banner?: boolean }) {
  return (
    <div className={styles.skeletonStack}>
      {banner ? <Skeleton shape="rect" width="100%" height={160} /> : null}
      <Skeleton width="80%" height={24} />
      <Skeleton width="35%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="60%" />
    </div>
  );
}
