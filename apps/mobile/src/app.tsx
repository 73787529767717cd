import { BrowserRouter } from 'react-router-dom';
import { LoginPromptHost } from '@playdeck/features-account';
import { ContractPromptHost } from '@playdeck/features-agent-contracts';
import { AnnouncementPopupHost } from '@playdeck/features-popup';
import { ShellLayout } from '@playdeck/features-shell';
import { AppProviders } from './app-providers';
import { screens } from './screens';

// The declarative router: the shell needs only location and navigation, and the data router's loaders,
// actions and fetchers would add ~15 kB to the first render of home on every brand.
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ShellLayout screens={screens} />
        <LoginPromptHost />
        <AnnouncementPopupHost />
        <ContractPromptHost />
      </BrowserRouter>
    </AppProviders>
  );
}
