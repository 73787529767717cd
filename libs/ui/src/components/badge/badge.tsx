import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/shared.css';
import * as styles from './badge.css';

export type BadgeTone = keyof typeof styles.tone;

interface CommonProps {
  tone?: BadgeTone;
  className?: string;
}

interface CountBadgeProps extends CommonProps {
  variant?: 'count';
  count: number;
  /** Larger counts show as `${max}+`. */
  max?: number;
  /** Show the badge when count is 0 (it is hidden for counts <= 0 otherwise). */
  showZero?: boolean;
  /** Read by screen readers instead of the number, e.g. "5 unread messages". */
  label?: string;
  /** The element the badge is pinned to, e.g. an inbox icon. Without it the badge renders inline. */
  children?: ReactNode;
}

interface DotBadgeProps extends CommonProps {
  variant: 'dot';
  /** Hide the dot without unmounting the wrapped element. */
  visible?: boolean;
  /** Read by screen readers, e.g. "new"; without it the dot is decorative. */
  label?: string;
  children?: ReactNode;
}

interface TagBadgeProps extends CommonProps {
  variant: 'tag';
  /** The tag text, e.g. "HOT". */
  children: ReactNode;
}

export type BadgeProps = CountBadgeProps | DotBadgeProps | TagBadgeProps;

export function formatBadgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge(props: BadgeProps) {
  const { tone = 'danger', className } = props;

  if (props.variant === 'tag') {
    return <span className={cx(styles.variant.tag, styles.tone[tone], className)}>{props.children}</span>;
  }

  const anchored = props.children != null;
  let badge: ReactNode = null;
  if (props.variant === 'dot') {
    if (props.visible !== false) {
      badge = (
        <span className={cx(styles.variant.dot, styles.tone[tone], anchored && styles.pinned, className)} data-badge="dot">
          {props.label ? <span className={visuallyHidden}>{props.label}</span> : null}
        </span>
      );
    }
  } else {
    const { count, max = 99, showZero = false, label } = props;
    if (count > 0 || (showZero && count === 0)) {
      const text = formatBadgeCount(count, max);
      badge = (
        <span className={cx(styles.variant.count, styles.tone[tone], anchored && styles.pinned, className)} data-badge="count">
          <span aria-hidden={label ? true : undefined}>{text}</span>
          {label ? <span className={visuallyHidden}>{label}</span> : null}
        </span>
      );
    }
  }

  if (!anchored) return badge;
  return (
    <span className={styles.anchor}>
      {props.children}
      {badge}
    </span>
  );
}
