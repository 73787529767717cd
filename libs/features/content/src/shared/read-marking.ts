import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract } from '@playdeck/api';
import { apiCallKey, invalidateCalls } from '@playdeck/api/client';
import { useSessionStore, type SessionInfo } from '@playdeck/session';
import { sendMarkRead } from './content-queries';

/** Spec sections 4 and 6: customer type 4 gets no read-marking. */
const NO_READ_MARKING_TYPE = 4;

/** Members mark what they open; visitors have nothing to mark and type 4 is left out. */
export function canMarkRead(session: SessionInfo | null): boolean {
  return Boolean(session?.token) && Number(session?.type) !== NO_READ_MARKING_TYPE;
}

export function useCanMarkRead(): boolean {
  return useSessionStore((state) => canMarkRead(state.session));
}

/**
 * "<token>:<id>" of every mark sent (or on its way) in this page's life: a promotion marked from its card
 * is not marked again by its detail page. A refused mark is forgotten so the next open tries again.
 */
const marksSent = new Set<string>();

interface Readable {
  id: number;
  read: boolean;
}

const flip = <T extends Readable>(item: T, id: number): T => (item.id === id && !item.read ? { ...item, read: true } : item);

/** Shows the item read in every cached list and detail at once, before the platform answers. */
export function showReadInCache(queryClient: QueryClient, id: number): void {
  for (const call of [contract.content.announcements, contract.content.promotions, contract.content.notices]) {
    queryClient.setQueriesData<Readable[]>({ queryKey: apiCallKey(call) }, (list) => list?.map((item) => flip(item, id)));
  }
  queryClient.setQueriesData<Readable>({ queryKey: apiCallKey(contract.content.announcement) }, (item) => (item ? flip(item, id) : item));
}

/** The lists a read mark changes: reloaded once the platform has answered (spec section 4). */
const CALLS_A_MARK_CHANGES = [contract.content.announcements, contract.content.promotions, contract.content.notices];

/**
 * `markRead(id)`: flips the item read in the cache, sends the throttled mark-read call, then reloads the
 * lists (a refused call thereby shows the item unread again). Does nothing for visitors and type 4.
 */
export function useMarkRead(): (id: number) => Promise<void> {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => (canMarkRead(state.session) ? state.session!.token : null));
  return useCallback(
    async (id: number) => {
      if (token === null) return;
      showReadInCache(queryClient, id);
      const mark = `${token}:${id}`;
      if (marksSent.has(mark)) return;
      marksSent.add(mark);
      try {
        await sendMarkRead({ body: { announcementId: id, read: true } });
      } catch {
        // The reload below shows what the platform holds; a read mark is not worth an error message.
        marksSent.delete(mark);
      }
      await invalidateCalls(queryClient, CALLS_A_MARK_CHANGES);
    },
    [token, queryClient],
  );
}
