import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createAppQueryClient } from '@playdeck/ui/app-providers';
import { appRoot } from './app-root.css';
import { brandThemeClass } from './brand-theme.css';

const rootClassName = `${brandThemeClass} ${appRoot}`;

/**
 * The app's providers (libs/ui's AppProviders) on the browser's router, in this bundle's brand theme. The
 * declarative router: the shell needs only location and navigation, and the data router's loaders, actions and
 * fetchers would add ~15 kB to the first render of home on every brand.
 */
export function BrowserAppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <AppProviders queryClient={queryClient} router={BrowserRouter} rootClassName={rootClassName}>
      {children}
    </AppProviders>
  );
}
