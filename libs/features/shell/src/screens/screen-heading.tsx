import type { ReactNode } from 'react';
import { Text } from '@playdeck/ui/layout';
import { usePageLayout } from '../layout/page-layout-context';

/** The screen's heading: the page's h1 when the shell shows no header, else a level below the header's. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const { header } = usePageLayout();
  return (
    <Text as={header ? 'h2' : 'h1'} size="xl" weight="bold" data-testid={header ? 'screen-title' : 'page-title'}>
      {children}
    </Text>
  );
}
