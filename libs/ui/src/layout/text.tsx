import { createElement, type ReactNode } from 'react';
import { classes, type ClosedAttributes } from './layout-props';
import * as styles from './layout.css';

export interface TextProps extends ClosedAttributes {
  as?: 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong' | 'small' | 'time' | 'div' | 'figcaption' | 'label' | 'li' | 'dt' | 'dd';
  size?: keyof typeof styles.textSize;
  weight?: keyof typeof styles.textWeight;
  tone?: keyof typeof styles.textTone;
  align?: keyof typeof styles.textAlign;
  /** One line, cut with an ellipsis when it does not fit. */
  truncate?: boolean;
  /** For as="time": the machine-readable moment. */
  dateTime?: string;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** Text in a theme size, weight and colour, with no margin: spacing belongs to the Stack around it. */
export function Text({ as = 'p', size, weight, tone, align, truncate = false, children, ...rest }: TextProps) {
  return createElement(
    as,
    {
      ...rest,
      className: classes(
        styles.text,
        size && styles.textSize[size],
        weight && styles.textWeight[weight],
        tone && styles.textTone[tone],
        align && styles.textAlign[align],
        truncate && styles.truncate,
      ),
    },
    children,
  );
}
