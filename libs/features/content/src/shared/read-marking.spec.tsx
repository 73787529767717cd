import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MARK_READ_THROTTLE_MS, queryKeys } from '@playdeck/api/client';
import { AGENT, MEMBER, TYPE_4, signIn, stubCalls } from '../testing/render-content';
import { announcement } from '../testing/fixtures';
import { canMarkRead, useMarkRead } from './read-marking';

afterEach(() => {
  vi.restoreAllMocks();
  signIn(null);
});

function renderMarkRead() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, markRead: renderHook(() => useMarkRead(), { wrapper }).result };
}

const RELOADS = { 'content.announcements': () => [], 'content.promotions': () => [], 'content.notices': () => [], 'content.unreadCount': () => ({ unReadCount: 0 }) };

describe('canMarkRead', () => {
  it('members and agents mark; visitors and customer type 4 do not', () => {
    expect(canMarkRead(MEMBER)).toBe(true);
    expect(canMarkRead(AGENT)).toBe(true);
    expect(canMarkRead({ ...MEMBER, type: undefined })).toBe(true);
    expect(canMarkRead(TYPE_4)).toBe(false);
    expect(canMarkRead(null)).toBe(false);
  });
});

describe('useMarkRead', () => {
  it('marks each item once, the calls at least 150 ms apart', async () => {
    signIn({ ...MEMBER, token: 'spacing-token' });
    const started: number[] = [];
    const { sent } = stubCalls({
      ...RELOADS,
      'content.markRead': ({ body }) => {
        started.push(Date.now());
        return { announcementId: body!.announcementId, read: true };
      },
    });
    const { markRead } = renderMarkRead();
    await act(() => Promise.all([markRead.current(1), markRead.current(2), markRead.current(1)]));
    expect(sent('content.markRead').map((args) => args.body!.announcementId)).toEqual([1, 2]);
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(MARK_READ_THROTTLE_MS - 5);
  });

  it('flips the cached lists at once; a refused mark is tried again on the next open', async () => {
    signIn({ ...MEMBER, token: 'refused-token' });
    let refuse = true;
    const { sent } = stubCalls({
      ...RELOADS,
      'content.markRead': ({ body }) => {
        if (refuse) throw new ApiError('content.markRead', 'TOO_MANY_REQUEST', 429, null);
        return { announcementId: body!.announcementId, read: true };
      },
    });
    const { markRead, queryClient } = renderMarkRead();
    const key = queryKeys.content.announcements({ types: 'B,PL', platform: 'M', language: 'EN' });
    queryClient.setQueryData(key, [announcement({ id: 7 }), announcement({ id: 8 })]);
    const marking = markRead.current(7);
    expect(queryClient.getQueryData<{ id: number; read: boolean }[]>(key)!.map((item) => item.read)).toEqual([true, false]);
    await act(() => marking);
    refuse = false;
    await act(() => markRead.current(7));
    expect(sent('content.markRead')).toHaveLength(2);
  });

  it('does nothing for customer type 4', async () => {
    signIn(TYPE_4);
    const { sent } = stubCalls({});
    const { markRead } = renderMarkRead();
    await act(() => markRead.current(3));
    expect(sent('content.markRead')).toEqual([]);
  });
});
