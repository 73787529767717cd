import { createElement } from 'react';
import * as styles from './layout.css';
import { classes, isList, type LayoutProps } from './layout-props';

export interface StackProps extends LayoutProps {
  /** Cross-axis placement of the items; stretched (full width) by default. */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** A line between items, drawn inside the gap. */
  dividers?: boolean;
  textAlign?: 'left' | 'center' | 'right';
}

/** Items one under the other with an even gap. A ul or ol loses its bullets and indent. */
export function Stack({ as = 'div', gap = 'md', align = 'stretch', dividers = false, padding, textAlign, children, ...rest }: StackProps) {
  return createElement(
    as,
    {
      ...rest,
      className: classes(
        styles.stack,
        dividers ? styles.dividers[gap] : styles.gap[gap],
        align !== 'stretch' && styles.align[align],
        padding && styles.padding[padding],
        textAlign && styles.textAlign[textAlign],
        isList(as) && styles.listReset,
      ),
    },
    children,
  );
}
