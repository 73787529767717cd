import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../utils/cx';
import { spinner } from '../../utils/shared.css';
import * as styles from './toast.css';

/** Spec 9: default notice 1.5 s. */
export const DEFAULT_TOAST_DURATION_MS = 1500;

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

export interface ToastOptions {
  message: ReactNode;
  kind?: ToastKind;
  /** Milliseconds before it hides itself; 0 or Infinity keeps it until hide(id). */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. A loading toast replaces any loading toast already shown. */
  show: (options: ToastOptions | string) => string;
  hide: (id: string) => void;
}

interface ToastItem {
  id: string;
  message: ReactNode;
  kind: ToastKind;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}

/** The toast API where a provider is mounted, null elsewhere (components that may render outside the app shell). */
export function useToastIfProvided(): ToastApi | null {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const loadingId = useRef<string | null>(null);
  const nextId = useRef(0);

  const hide = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    if (loadingId.current === id) loadingId.current = null;
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions | string) => {
      const { message, kind = 'info', duration = DEFAULT_TOAST_DURATION_MS } = typeof options === 'string' ? { message: options } : options;
      const id = `toast-${++nextId.current}`;
      if (kind === 'loading') {
        if (loadingId.current) hide(loadingId.current);
        loadingId.current = id;
      }
      setToasts((list) => [...list, { id, message, kind }]);
      if (duration > 0 && Number.isFinite(duration)) {
        timers.current.set(
          id,
          setTimeout(() => hide(id), duration),
        );
      }
      return id;
    },
    [hide],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notices = toasts.filter((toast) => toast.kind !== 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        // Both live regions exist before any toast does: screen readers skip regions inserted with their content.
        <div className={styles.viewport}>
          <div role="status" aria-live="polite" className={styles.region}>
            {notices.map((toast) => (
              <ToastView key={toast.id} toast={toast} />
            ))}
          </div>
          <div role="alert" aria-live="assertive" className={styles.region}>
            {errors.map((toast) => (
              <ToastView key={toast.id} toast={toast} />
            ))}
          </div>
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

function ToastView({ toast }: { toast: ToastItem }) {
  return (
    <div className={cx(styles.toast, styles.kind[toast.kind])} data-kind={toast.kind}>
      {toast.kind === 'loading' ? (
        <span className={styles.icon} aria-hidden="true">
          <span className={spinner} />
        </span>
      ) : null}
      {toast.kind === 'success' || toast.kind === 'error' ? <KindIcon kind={toast.kind} /> : null}
      <span>{toast.message}</span>
    </div>
  );
}

function KindIcon({ kind }: { kind: 'success' | 'error' }) {
  return (
    <svg
      className={styles.icon}
      width="1.2em"
      height="1.2em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {kind === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
    </svg>
  );
}
