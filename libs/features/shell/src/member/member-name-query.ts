import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { memberScope } from '@playdeck/site-data';
import { isTrialSession, readTrialUserName, storeTrialUserName, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { memberDisplayName } from './member-name';

export interface MemberName {
  /** Null while the member info loads for the first time. */
  name: string | null;
}

/**
 * The signed-in player's name for the header and side menu. Member info is cached per member (spec
 * section 9) and served at once; a trial user has none (the platform refuses it), only the trial name,
 * kept for the tab; a tab without it (a new tab on a stored trial session) asks the trial account call.
 */
export function useMemberName(): MemberName {
  const session = useSessionStore((state) => state.session);
  const trial = isTrialSession(session);
  const info = useQuery(
    apiQueryOptions(apiClient, contract.session.memberInfo, undefined, {
      enabled: Boolean(session?.token) && !trial,
      persistedQuery: { scope: memberScope(session?.userName ?? '') },
      staleTime: 5 * 60_000,
    }),
  );
  const storedTrialName = trial ? readTrialUserName() : null;
  const trialAccount = useQuery(
    apiQueryOptions(apiClient, contract.session.trialAccount, undefined, { enabled: trial && !storedTrialName, staleTime: Infinity }),
  );
  const askedTrialName = trialAccount.data?.userName;
  useEffect(() => {
    if (askedTrialName) storeTrialUserName(askedTrialName);
  }, [askedTrialName]);
  if (trial) {
    const name = storedTrialName ?? askedTrialName;
    if (name) return { name };
    return { name: trialAccount.isPending && trialAccount.fetchStatus === 'fetching' ? null : '' };
  }
  if (info.isPending && info.fetchStatus === 'fetching') return { name: null };
  return { name: memberDisplayName(info.data, session) };
}
