import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '@playdeck/site-data';
import { useUnreadStore } from '../inbox/unread-store';

/**
 * Keeps useUnreadStore filled for the header's inbox badge and the bottom bar's (CBS3). The inbox
 * invalidates unreadCountQuery's key as messages are read or deleted, which refetches it here.
 */
export function useUnreadCountSync(): void {
  const setUnreadCount = useUnreadStore((state) => state.setUnreadCount);
  const { data } = useQuery(unreadCountQuery());

  useEffect(() => {
    if (data) setUnreadCount(data.unReadCount);
  }, [data, setUnreadCount]);

  // The count belongs to this member: forget it when the session ends.
  useEffect(() => () => setUnreadCount(0), [setUnreadCount]);
}
