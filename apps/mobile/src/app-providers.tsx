import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@playdeck/features-shell';
import { i18n } from '@playdeck/i18n';
import { ToastProvider } from '@playdeck/ui';
import { appRoot } from './app-root.css';
import { brandThemeClass } from './brand-theme.css';
import { createQueryClient } from './query-client';

/** Theme, i18n, server-state cache, toasts and the last-resort error boundary around the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <div className={`${brandThemeClass} ${appRoot}`} data-testid="app-root">
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </div>
    </I18nextProvider>
  );
}
