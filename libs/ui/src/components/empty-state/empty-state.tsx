import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a "Browse games" button. */
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action, className, ...rest }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {icon != null ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
