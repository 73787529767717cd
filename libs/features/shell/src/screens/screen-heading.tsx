import type { ReactNode } from 'react';
import { usePageLayout } from '../layout/page-layout-context';
import * as styles from './screen.css';

/** The screen's heading: the page's h1 when the shell shows no header, else a level below the header's. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const { header } = usePageLayout();
  return header ? (
    <h2 className={styles.heading} data-testid="screen-title">
      {children}
    </h2>
  ) : (
    <h1 className={styles.heading} data-testid="page-title">
      {children}
    </h1>
  );
}
