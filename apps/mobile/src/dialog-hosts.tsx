import { useState } from 'react';
import { ContractPromptHost } from '@playdeck/features-agent-contracts';
import { AnnouncementPopupHost } from '@playdeck/features-popup';
import { UpdateNotice } from './service-worker/update-notice';

/**
 * The dialogs that open over a page by themselves, one at a time: a contract prompt before the announcement popup;
 * and the new-version notice, which registers the service worker once the first view has painted.
 */
export default function DialogHosts() {
  const [contractPrompting, setContractPrompting] = useState(false);
  return (
    <>
      <AnnouncementPopupHost held={contractPrompting} />
      <ContractPromptHost onPromptingChange={setContractPrompting} />
      <UpdateNotice />
    </>
  );
}
