import type { ReactNode } from 'react';
import { Card, type CardProps } from './card';
import { Text } from './text';

export interface TitledCardProps extends Omit<CardProps, 'gap'> {
  /** The card's title (an h2). */
  heading: ReactNode;
  /** A muted line under the heading, when the card needs saying what it is for. */
  intro?: ReactNode;
  introTestId?: string;
  /** md by default. */
  gap?: CardProps['gap'];
}

/** A Card that opens with its h2 title (and an intro line): the block forms and tables on content screens sit in. */
export function TitledCard({ heading, intro, introTestId, gap = 'md', children, ...cardProps }: TitledCardProps) {
  return (
    <Card gap={gap} {...cardProps}>
      <Text as="h2" size="lg" weight="bold">
        {heading}
      </Text>
      {intro === undefined ? null : (
        <Text size="sm" tone="muted" data-testid={introTestId}>
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
