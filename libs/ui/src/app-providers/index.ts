// The app's providers and error boundaries (a separate entry: the app's first render takes these, not the kit's screens' parts).
export { AppProviders, type AppProvidersProps } from './app-providers';
export { AppErrorBoundary } from './app-error-boundary';
export { ErrorBoundary } from './error-boundary';
export { createAppQueryClient, createImmediateQueryClient } from './query-clients';
// The shell's loading and failed-screen pages look like the last-resort error, from the one stylesheet.
export { container as routeMessage, spinner as routeSpinner } from './route-loading.css';
