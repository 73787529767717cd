import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract, type InboxMessage, type InboxPage } from '@playdeck/api';
import { apiCallKey, apiMutationOptions, apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { unreadCountQuery } from '@playdeck/site-data';

export const INBOX_PAGE_SIZE = 10;

/** One page of the member's messages, newest first; the previous page stays on screen while the next loads. */
export const inboxPageQuery = (pageNo: number) =>
  apiQueryOptions(apiClient, contract.inbox.list, { pageNo, pageSize: INBOX_PAGE_SIZE }, { placeholderData: keepPreviousData });

type UnreadCount = { unReadCount: number };

const inboxPagesKey = apiCallKey(contract.inbox.list);

/**
 * Shows a change (a message read or gone: `change` answers it changed, or null when deleted) in every
 * cached page and in the badge's count at once, before the platform answers.
 */
function changeCachedInbox(queryClient: QueryClient, change: (message: InboxMessage) => InboxMessage | null): void {
  const noLongerUnread = new Set<number>();
  for (const [, page] of queryClient.getQueriesData<InboxPage>({ queryKey: inboxPagesKey })) {
    for (const message of page?.list ?? []) {
      const changed = message.read ? message : change(message);
      if (changed === null || changed.read !== message.read) noLongerUnread.add(message.id);
    }
  }
  queryClient.setQueriesData<InboxPage>({ queryKey: inboxPagesKey }, (page) =>
    page
      ? {
          ...page,
          list: page.list.flatMap((message) => change(message) ?? []),
          unread: Math.max(0, page.unread - noLongerUnread.size),
        }
      : page,
  );
  queryClient.setQueryData<UnreadCount>(unreadCountQuery().queryKey, (count) =>
    count ? { unReadCount: Math.max(0, count.unReadCount - noLongerUnread.size) } : count,
  );
}

/** After "mark all read": nothing is unread, on any page. */
function showAllRead(queryClient: QueryClient): void {
  queryClient.setQueriesData<InboxPage>({ queryKey: inboxPagesKey }, (page) =>
    page ? { ...page, unread: 0, list: page.list.map((message) => ({ ...message, read: true })) } : page,
  );
  queryClient.setQueryData<UnreadCount>(unreadCountQuery().queryKey, (count) => (count ? { unReadCount: 0 } : count));
}

/** The platform's word on the pages and the count, after a change. */
function reloadInbox(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxPagesKey }),
    queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey }),
  ]);
}

/** Opening a message marks it read (spec: "opening one marks it read"); a read one is not sent again. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(apiClient, contract.inbox.read),
    onMutate: ({ body }) => changeCachedInbox(queryClient, (message) => (message.id === body.id ? { ...message, read: true } : message)),
    onSettled: () => reloadInbox(queryClient),
  });
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(apiClient, contract.inbox.readAll),
    onSuccess: () => showAllRead(queryClient),
    onSettled: () => reloadInbox(queryClient),
  });
}

export function useRemoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutationOptions(apiClient, contract.inbox.remove),
    onSuccess: (_, { body }) => changeCachedInbox(queryClient, (message) => (message.id === body.id ? null : message)),
    onSettled: () => reloadInbox(queryClient),
  });
}
