import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../utils/cx';
import { prefersReducedMotion } from '../../utils/reduced-motion';
import { useLatest } from '../../utils/use-latest';
import * as styles from './overlay.css';
import { MASK_CLICK_GUARD_MS, OVERLAY_EXIT_MS } from './overlay-timing';

export interface OverlayProps {
  open: boolean;
  /** Called on Escape, mask click or the close button; the parent sets open to false. */
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  /** Accessible name of the close button; the button is shown only when given. */
  closeLabel?: string;
  closeOnMaskClick?: boolean;
  closeOnEscape?: boolean;
  footer?: ReactNode;
  /** Called after the closing animation, once the overlay has left the DOM. */
  onExited?: () => void;
  className?: string;
  children?: ReactNode;
}

/** What Modal and Sheet add: their placement and animation classes, and content above the header. */
interface OverlayFrameProps {
  maskClassName: string;
  panelClassName: string;
  before?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open overlays, innermost last: only the innermost one answers Escape. */
const openStack: string[] = [];
let scrollLocks = 0;
let overflowBeforeLock = '';

function lockBodyScroll(): () => void {
  if (scrollLocks++ === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

/** Stays mounted for the closing animation after `open` turns false. */
function usePresence(open: boolean, onExited?: () => void): boolean {
  const [present, setPresent] = useState(open);
  const onExitedRef = useLatest(onExited);
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open || !present) return;
    const timer = setTimeout(
      () => {
        setPresent(false);
        onExitedRef.current?.();
      },
      prefersReducedMotion() ? 0 : OVERLAY_EXIT_MS,
    );
    return () => clearTimeout(timer);
  }, [open, present, onExitedRef]);

  return open || present;
}

export function Overlay(props: OverlayProps & OverlayFrameProps) {
  const present = usePresence(props.open, props.onExited);
  if (!present) return null;
  return createPortal(<OverlayLayer {...props} />, document.body);
}

function OverlayLayer({
  open,
  onClose,
  title,
  'aria-label': ariaLabel,
  closeLabel,
  closeOnMaskClick = true,
  closeOnEscape = true,
  footer,
  className,
  children,
  maskClassName,
  panelClassName,
  before,
}: OverlayProps & OverlayFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const maskArmed = useRef(false);
  const pointerDownOnMask = useRef<boolean | null>(null);
  const onCloseRef = useLatest(onClose);
  const closeOnEscapeRef = useLatest(closeOnEscape);
  // Read before commit: by the time effects run, an autoFocus child inside the panel holds focus.
  const [returnFocusTo] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current!;
    // An autoFocus child has already taken focus by now; otherwise start on the dialog itself.
    if (!panel.contains(document.activeElement)) panel.focus();

    openStack.push(id);
    const unlockScroll = lockBodyScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack[openStack.length - 1] !== id) return;
      if (!closeOnEscapeRef.current) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);

    maskArmed.current = false;
    const armTimer = setTimeout(() => {
      maskArmed.current = true;
    }, MASK_CLICK_GUARD_MS);

    return () => {
      clearTimeout(armTimer);
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      openStack.splice(openStack.indexOf(id), 1);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, id, onCloseRef, closeOnEscapeRef, returnFocusTo]);

  const handleMaskPointerDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    pointerDownOnMask.current = event.target === event.currentTarget;
  };

  const handleMaskClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    // A drag that starts inside the panel and ends on the mask is not a mask click.
    const startedOnMask = pointerDownOnMask.current ?? true;
    pointerDownOnMask.current = null;
    if (event.target !== event.currentTarget || !startedOnMask) return;
    if (!open || !closeOnMaskClick || !maskArmed.current) return;
    onClose();
  };

  const handleTabKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panelRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={cx(styles.mask, maskClassName)}
      data-state={open ? 'open' : 'closing'}
      onPointerDown={handleMaskPointerDown}
      onClick={handleMaskClick}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title != null ? titleId : undefined}
        aria-label={title != null ? undefined : ariaLabel}
        tabIndex={-1}
        className={cx(styles.panel, panelClassName, className)}
        onKeyDown={handleTabKey}
      >
        {before}
        {title != null || closeLabel ? (
          <div className={styles.header}>
            {title != null ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : null}
            {closeLabel ? (
              <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
                <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer != null ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
