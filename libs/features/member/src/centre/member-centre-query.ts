import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { isAgent, isTrialSession, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { memberScope, useMemberWallet, type MinorWallet } from '@playdeck/site-data';
import { useMemberShell } from '../shell/member-shell';
import { memberShortcuts, type Shortcut } from './shortcuts';

export interface MemberCentre {
  /** Nickname, else account; null while the member info first loads. */
  name: string | null;
  unreadCount: number;
  shortcuts: Shortcut[];
  wallet: UseQueryResult<MinorWallet>;
}

/** What both member-centre templates show: the same content, laid out differently. */
export function useMemberCentre(): MemberCentre {
  const shell = useMemberShell();
  const session = useSessionStore((state) => state.session);
  const trial = isTrialSession(session);
  const { name } = shell.useMemberName();
  const unreadCount = shell.useUnreadCount();
  // The same query (and cache) as the shell's member name; its type decides the agent shortcut.
  const info = useQuery(
    apiQueryOptions(apiClient, contract.session.memberInfo, undefined, {
      enabled: Boolean(session?.token) && !trial,
      persistedQuery: { scope: memberScope(session?.userName ?? '') },
      staleTime: 5 * 60_000,
    }),
  );
  const agent = isAgent(session && { ...session, type: info.data?.type ?? session.type });
  const wallet = useMemberWallet();
  return { name, unreadCount, shortcuts: memberShortcuts({ agent }), wallet };
}
