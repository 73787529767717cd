import type { ReactNode } from 'react';
import { AppErrorFallback } from './app-error-fallback';
import { ErrorBoundary } from './error-boundary';

/** Top-level boundary: a translated message and a retry that re-renders the app. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(retry) => <AppErrorFallback onRetry={retry} />}>{children}</ErrorBoundary>;
}
