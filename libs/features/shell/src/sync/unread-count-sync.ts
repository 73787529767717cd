import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { useUnreadStore } from '../inbox/unread-store';

export const UNREAD_REFRESH_MS = 60_000;

/**
 * Keeps useUnreadStore filled for the header's inbox badge and the bottom bar's (CBS3). The inbox
 * invalidates contract.content.unreadCount after marking messages read, which refetches it here.
 */
export function useUnreadCountSync(): void {
  const setUnreadCount = useUnreadStore((state) => state.setUnreadCount);
  const { data } = useQuery(
    apiQueryOptions(apiClient, contract.content.unreadCount, undefined, { refetchInterval: UNREAD_REFRESH_MS, refetchOnWindowFocus: true }),
  );

  useEffect(() => {
    if (data) setUnreadCount(data.unReadCount);
  }, [data, setUnreadCount]);

  // The count belongs to this member: forget it when the session ends.
  useEffect(() => () => setUnreadCount(0), [setUnreadCount]);
}
