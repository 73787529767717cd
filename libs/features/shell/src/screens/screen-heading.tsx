import type { ReactNode } from 'react';
import { Text } from '@playdeck/ui';
import { usePageLayout } from '../layout/page-layout-context';

/** The screen's heading: the page's h1 when the shell shows no header, else a level below the header's. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const { header } = usePageLayout();
  return header ? (
    <Text as="h2" size="xl" weight="bold" data-testid="screen-title">
      {children}
    </Text>
  ) : (
    <Text as="h1" size="xl" weight="bold" data-testid="page-title">
      {children}
    </Text>
  );
}
