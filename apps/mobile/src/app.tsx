import { lazy, Suspense } from 'react';
import { LoginPromptHost } from '@playdeck/features-account';
import { ShellLayout } from '@playdeck/features-shell';
import { afterFirstView } from '@playdeck/ui';
import { BrowserAppProviders } from './app-providers';
import { screens } from './screens';

/*
 * The dialogs that open by themselves (contract prompt, announcement popup) open only once the page has
 * settled: their hosts, and the agent-contract and popup code they bring, are a chunk of their own that
 * follows the first view instead of adding to the first render of home.
 */
const DialogHosts = lazy(afterFirstView(() => import('./dialog-hosts')));

export function App() {
  return (
    <BrowserAppProviders>
      <ShellLayout screens={screens} />
      <LoginPromptHost />
      <Suspense fallback={null}>
        <DialogHosts />
      </Suspense>
    </BrowserAppProviders>
  );
}
