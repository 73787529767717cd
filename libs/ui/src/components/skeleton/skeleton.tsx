import { useEffect, useRef, type CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './skeleton.css';
import { watchOffScreen } from './watch-off-screen';

export type SkeletonShape = keyof typeof styles.shape;

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Number → px; string → any CSS length. Lines default to full width; a circle's height follows its width. */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/**
 * Placeholder while content loads. Hidden from assistive technology: mark the loading region itself
 * with aria-busy instead. Its sheen stops while it is off screen, where the browser would otherwise restyle it
 * on every frame (an animation off screen is not left to the compositor).
 */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  const placeholder = useRef<HTMLSpanElement>(null);
  useEffect(() => watchOffScreen(placeholder.current!), []);
  const style: CSSProperties = {
    width: width ?? (shape === 'line' ? '100%' : undefined),
    height: height ?? (shape === 'circle' ? width : undefined),
  };
  return (
    <span
      ref={placeholder}
      aria-hidden="true"
      data-shape={shape}
      className={cx(styles.root, styles.shape[shape], className)}
      style={style}
    />
  );
}
