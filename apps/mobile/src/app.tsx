import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LoginPromptHost } from '@playdeck/features-account';
import { ContractPromptHost } from '@playdeck/features-agent-contracts';
import { AnnouncementPopupHost } from '@playdeck/features-popup';
import { ShellLayout } from '@playdeck/features-shell';
import { AppProviders } from './app-providers';
import { screens } from './screens';

/** The dialogs that open over a page by themselves, one at a time: a contract prompt before the announcement popup. */
function DialogHosts() {
  const [contractPrompting, setContractPrompting] = useState(false);
  return (
    <>
      <AnnouncementPopupHost held={contractPrompting} />
      <ContractPromptHost onPromptingChange={setContractPrompting} />
    </>
  );
}

// The declarative router: the shell needs only location and navigation, and the data router's loaders,
// actions and fetchers would add ~15 kB to the first render of home on every brand.
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ShellLayout screens={screens} />
        <LoginPromptHost />
        <DialogHosts />
      </BrowserRouter>
    </AppProviders>
  );
}
