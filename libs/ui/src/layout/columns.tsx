import { createElement, type ReactNode } from 'react';
import * as styles from './layout.css';
import { classes, type ClosedAttributes, type LayoutProps } from './layout-props';

export interface ColumnsProps extends LayoutProps {
  /** Vertical alignment of the columns. */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

/** A row of Column children sharing the width; a column with width="content" takes only what it needs. */
export function Columns({ as = 'div', gap = 'md', align = 'stretch', padding, children, ...rest }: ColumnsProps) {
  return createElement(
    as,
    {
      ...rest,
      className: classes(styles.columns, styles.gap[gap], align !== 'stretch' && styles.align[align], padding && styles.padding[padding]),
    },
    children,
  );
}

export interface ColumnProps extends ClosedAttributes {
  as?: 'div' | 'li' | 'span';
  /** `fill` shares the remaining width with the other fill columns; `content` is as wide as its content. */
  width?: 'fill' | 'content';
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}

export function Column({ as = 'div', width = 'fill', children, ...rest }: ColumnProps) {
  return createElement(as, { ...rest, className: classes(width === 'fill' ? styles.column : styles.columnContent) }, children);
}
