import { useEffect } from 'react';
import { useMarkRead } from './read-marking';

/** Spec section 4: an announcement is marked read when opened (useMarkRead skips visitors and type 4). */
export function useMarkReadOnOpen(item: { id: number; read: boolean } | undefined): void {
  const markRead = useMarkRead();
  const id = item?.id;
  const unread = item ? !item.read : false;
  useEffect(() => {
    if (id !== undefined && unread) void markRead(id);
  }, [id, unread, markRead]);
}
