import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadTexts } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import { promptsContracts } from './prompt-audience';

const ContractPrompt = /* @__PURE__ */ lazy(() =>
  Promise.all([import('./contract-prompt'), loadTexts('agent-contracts'), loadTexts('kit')]).then(([module]) => module),
);
const HOME_PATHS: readonly string[] = paths.homeAliases;

/**
 * Mount once inside the router and the query client. Part of every page's first render, so it only decides:
 * on home, and right after a login wherever it lands, a session that may be prompted loads the prompt's
 * chunk (API client, texts), which asks for pending contract requests. `onPromptingChange` tells the app
 * while a prompt is open (the announcement popup waits for it).
 */
export function ContractPromptHost({ onPromptingChange }: { onPromptingChange?: (prompting: boolean) => void } = {}) {
  const onHome = HOME_PATHS.includes(useLocation().pathname);
  const session = useSessionStore((state) => state.session);
  const token = promptsContracts(session) ? session!.token : null;
  // One dialog at a time: a session notice goes first.
  const noticeOpen = useSessionNotice((state) => state.messageKey !== null);
  // A token that appears while the app runs is a login: it is prompted on the page the login lands on.
  const firstToken = useRef(token);
  const [loggedIn, setLoggedIn] = useState<string | null>(null);
  useEffect(() => {
    if (token && token !== firstToken.current) setLoggedIn(token);
  }, [token]);

  if (!token || noticeOpen || !(onHome || loggedIn === token)) return null;
  return (
    <Suspense fallback={null}>
      <ContractPrompt key={token} token={token} onOpenChange={onPromptingChange} />
    </Suspense>
  );
}
