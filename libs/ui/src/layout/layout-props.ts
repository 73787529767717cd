import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { Space } from './sprinkles.css';

export type LayoutElement =
  | 'div'
  | 'section'
  | 'ul'
  | 'ol'
  | 'li'
  | 'nav'
  | 'header'
  | 'footer'
  | 'main'
  | 'article'
  | 'aside'
  | 'dl'
  | 'form'
  | 'span'
  | 'p'
  | 'fieldset';

/** Every attribute of the element but its class and style: a layout draws only from the theme. */
export type ClosedAttributes = Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'>;

/** What Stack, Inline and Columns share: the element, the gap and any other attribute of the element. */
export interface LayoutProps extends ClosedAttributes {
  as?: LayoutElement;
  /** Space between items, a theme step. */
  gap?: Space;
  /** Space inside the edges, a theme step. */
  padding?: Space;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [dataAttribute: `data-${string}`]: string | undefined;
}

export const isList = (as: LayoutElement) => as === 'ul' || as === 'ol';

/**
 * Joins class names, skipping falsy ones: utils/cx again, on purpose. The layout entry then shares no module
 * with the main entry, so using it from a screen's chunk does not move code around the first render's chunks.
 */
export function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
