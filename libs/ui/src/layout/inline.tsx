import { createElement } from 'react';
import * as styles from './layout.css';
import { classes, isList, type LayoutProps } from './layout-props';

export interface InlineProps extends LayoutProps {
  /** Vertical alignment of the items in a line. */
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  /** Horizontal distribution of the items. */
  justify?: 'start' | 'center' | 'end' | 'spaceBetween';
  /** Keep every item on one line. */
  nowrap?: boolean;
}

/** Items side by side that wrap onto further lines, with an even gap both ways. */
export function Inline({ as = 'div', gap = 'sm', align = 'center', justify, nowrap = false, padding, children, ...rest }: InlineProps) {
  return createElement(
    as,
    {
      ...rest,
      className: classes(
        styles.inline,
        styles.gap[gap],
        styles.align[align],
        justify && styles.justify[justify],
        nowrap && styles.nowrap,
        padding && styles.padding[padding],
        isList(as) && styles.listReset,
      ),
    },
    children,
  );
}
