import { createElement, type ReactNode, type Ref } from 'react';
import { classes, type ClosedAttributes } from './layout-props';
import * as styles from './layout.css';
import type { Space } from './sprinkles.css';

export interface CardProps extends ClosedAttributes {
  as?: 'div' | 'section' | 'article' | 'nav' | 'li' | 'aside';
  /** Space inside the border; lg by default. */
  padding?: Space;
  /** Lays the children out as a Stack with this gap. */
  gap?: Space;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** A bordered surface panel: the block most content screens are made of. */
export function Card({ as = 'div', padding = 'lg', gap, children, ...rest }: CardProps) {
  return createElement(
    as,
    { ...rest, className: classes(styles.card, styles.padding[padding], gap && styles.stack, gap && styles.gap[gap]) },
    children,
  );
}
