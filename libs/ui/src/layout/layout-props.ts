import type { HTMLAttributes, ReactNode } from 'react';
import type { Space } from './sprinkles.css';

export type LayoutElement = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'main' | 'article' | 'dl' | 'form' | 'span' | 'p';

/** What Stack, Inline and Columns share: the element, the gap and any attribute of the element. */
export interface LayoutProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutElement;
  /** Space between items, a theme step. */
  gap?: Space;
  /** Space inside the edges, a theme step. */
  padding?: Space;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}

export const isList = (as: LayoutElement) => as === 'ul' || as === 'ol';
