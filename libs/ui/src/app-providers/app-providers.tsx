import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@playdeck/i18n';
import { ToastProvider } from '../components/toast/toast';
import { AppErrorBoundary } from './app-error-boundary';

export interface AppProvidersProps {
  /** The server-state cache: the app's (createAppQueryClient) or one without retries (createImmediateQueryClient). */
  queryClient: QueryClient;
  /** The router around the content: the browser's in the app, a memory router in tests and stories. */
  router: ComponentType<{ children: ReactNode }>;
  /**
   * The classes of the element the app renders in (`app-root`): the brand theme and the page styles. Tests and
   * stories leave it out: a story's brand frame carries the toolbar brand's theme.
   */
  rootClassName?: string;
  /** The toast region (default); a test of a part that never toasts may leave it out. */
  toasts?: boolean;
  children: ReactNode;
}

/**
 * The app's providers, the same in the app, the component tests (renderWithApp) and Storybook's screens: texts,
 * the last-resort error boundary, the server-state cache, toasts and the router, in that order.
 */
export function AppProviders({ queryClient, router: Router, rootClassName, toasts = true, children }: AppProvidersProps) {
  const routed = <Router>{children}</Router>;
  const app = (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{toasts ? <ToastProvider>{routed}</ToastProvider> : routed}</QueryClientProvider>
    </AppErrorBoundary>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {rootClassName ? (
        <div className={rootClassName} data-testid="app-root">
          {app}
        </div>
      ) : (
        app
      )}
    </I18nextProvider>
  );
}
