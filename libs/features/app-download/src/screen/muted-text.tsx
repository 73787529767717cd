import type { ReactNode } from 'react';
import { Text } from '@playdeck/ui/layout';

/** The guide's small print: requirements, hints, what is not offered. */
export function MutedText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" tone="muted">
      {children}
    </Text>
  );
}
