import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { spinner } from '../../utils/shared.css';
import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Button's look for a link to another screen (a router Link or an anchor), in the brand's colours: links never
 * fall back to the browser's blue. The ghost variant is `primary` on the page, a pair the brand's contrast check covers.
 */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) {
  return cx(styles.root, styles.variant[variant], styles.size[size], block && styles.block);
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting the form again mid-request.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      className={cx(buttonClassName({ variant, size, block }), className)}
      onClick={handleClick}
      {...rest}
      {...(loading ? { 'aria-busy': true, 'aria-disabled': true } : null)}
    >
      <span className={cx(styles.label, loading && styles.labelHidden)}>
        {icon}
        {children}
      </span>
      {loading ? (
        <span className={styles.spinnerSlot} aria-hidden="true">
          <span className={spinner} />
        </span>
      ) : null}
    </button>
  );
}
