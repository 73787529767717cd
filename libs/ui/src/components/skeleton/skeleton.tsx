import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './skeleton.css';

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
 * with aria-busy instead.
 */
export function Skeleton({ shape = 'line', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {
    width: width ?? (shape === 'line' ? '100%' : undefined),
    height: height ?? (shape === 'circle' ? width : undefined),
  };
  return <span aria-hidden="true" data-shape={shape} className={cx(styles.root, styles.shape[shape], className)} style={style} />;
}
