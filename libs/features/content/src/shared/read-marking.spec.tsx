import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARK_READ_THROTTLE_MS, queryKeys } from '@playdeck/api/client';
import {
  AGENT_SESSION as AGENT,
  MEMBER_SESSION as MEMBER,
  TYPE_4_SESSION as TYPE_4,
  calls,
  fakePlatform,
  refuse,
  signIn,
} from '@playdeck/testing';
import { announcement } from '@playdeck/testing';
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

/** The lists a mark reloads, empty. */
function answerReloads() {
  fakePlatform.answer(calls.content.announcements, []);
  fakePlatform.answer(calls.content.promotions, []);
  fakePlatform.answer(calls.content.notices, []);
}

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
    answerReloads();
    // When each mark leaves the app (arrival at the fake platform adds the transport's jitter).
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(calls.content.markRead.path)) started.push(Date.now());
      return send(input, init);
    });
    fakePlatform.answer(calls.content.markRead, ({ body }) => {
      return { announcementId: body!.announcementId, read: true };
    });
    const { markRead } = renderMarkRead();
    await act(() => Promise.all([markRead.current(1), markRead.current(2), markRead.current(1)]));
    expect(fakePlatform.requests(calls.content.markRead).map((args) => args.body!.announcementId)).toEqual([1, 2]);
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(MARK_READ_THROTTLE_MS - 5);
  });

  it('flips the cached lists at once; a refused mark is tried again on the next open', async () => {
    signIn({ ...MEMBER, token: 'refused-token' });
    let refusing = true;
    answerReloads();
    fakePlatform.answer(calls.content.markRead, ({ body }) =>
      refusing ? refuse('TOO_MANY_REQUEST', { status: 429 }) : { announcementId: body!.announcementId, read: true },
    );
    const { markRead, queryClient } = renderMarkRead();
    const key = queryKeys.content.announcements({ types: 'B,PL', platform: 'M', language: 'EN' });
    queryClient.setQueryData(key, [announcement({ id: 7 }), announcement({ id: 8 })]);
    const marking = markRead.current(7);
    expect(queryClient.getQueryData<{ id: number; read: boolean }[]>(key)!.map((item) => item.read)).toEqual([true, false]);
    await act(() => marking);
    refusing = false;
    await act(() => markRead.current(7));
    expect(fakePlatform.requests(calls.content.markRead)).toHaveLength(2);
  });

  it('does nothing for customer type 4', async () => {
    signIn(TYPE_4);
    const { markRead } = renderMarkRead();
    await act(() => markRead.current(3));
    expect(fakePlatform.requests(calls.content.markRead)).toEqual([]);
  });
});
