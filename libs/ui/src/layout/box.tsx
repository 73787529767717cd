import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'style'> & {
    /** The element to render; a div unless the content calls for another. */
    as?: ElementType;
    children?: ReactNode;
    [dataAttribute: `data-${string}`]: string | undefined;
  };

/**
 * Any element styled by theme props (`padding="md" background="surface"`). Calls sprinkles at run time,
 * so it suits lazy screens; the first render of home composes its classes in .css.ts files instead.
 */
export function Box({ as = 'div', children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: sprinkles(atoms as Sprinkles) || undefined }, children);
}
