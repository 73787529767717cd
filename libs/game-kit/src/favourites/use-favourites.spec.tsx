import { act, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { CHANGE_SAVED_MS, useFavourites, withFavourite } from './use-favourites';

const member = { token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };
let api: ReturnType<typeof useFavourites>;
function Probe() {
  const favourites = useFavourites();
  useLayoutEffect(() => {
    api = favourites;
  });
  return <p data-testid="ids">{['1', '2', '3'].filter((id) => favourites.isFavourite(id)).join(',')}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const ids = () => screen.getByTestId('ids').textContent;
const game = (nodeId: string) => ({ nodeId, vassalage: 'JL' });

describe('withFavourite', () => {
  it('puts a new favourite first and removes one', () => {
    expect(withFavourite(['1', '2'], '3', true)).toEqual(['3', '1', '2']);
    expect(withFavourite(['1', '2'], '1', false)).toEqual(['2']);
    expect(withFavourite(['1', '2'], '2', true)).toEqual(['2', '1']);
  });
});

describe('useFavourites', () => {
  it('loads the ids once (page size 100) and adds a favourite once the platform saved it, saying so for 1 s', async () => {
    useSessionStore.getState().setSession(member);
    let release!: () => void;
    fakePlatform.answer(calls.games.favouriteIds, () => ['1']);
    fakePlatform.answer(calls.games.addFavourite, () => new Promise((resolve) => (release = () => resolve(null))));
    await renderWithApp(<Probe />);
    await waitFor(() => expect(ids()).toBe('1'));
    expect(fakePlatform.requests(calls.games.favouriteIds).map((options) => options.query)).toEqual([{ pageNo: 1, pageSize: 100 }]);

    let done!: Promise<void>;
    act(() => {
      done = api.toggle(game('2'));
    });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    expect(ids()).toBe('1');
    await waitFor(() => expect(release).toBeTypeOf('function'));
    await act(async () => {
      release();
      await done;
    });
    await waitFor(() => expect(ids()).toBe('1,2'));
    expect(fakePlatform.requests(calls.games.addFavourite)).toEqual([{ body: { nodeId: '2', vendor: 'JL' } }]);
    expect(screen.getByRole('status').textContent).toBe('Change saved');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''), { timeout: CHANGE_SAVED_MS + 1000 });
  });

  it('removes a favourite before the call, and puts it back with the reason when the call fails', async () => {
    useSessionStore.getState().setSession(member);
    let fail!: () => void;
    fakePlatform.answer(calls.games.favouriteIds, () => ['1', '3']);
    fakePlatform.answer(
      calls.games.removeFavourite,
      () => new Promise((resolve) => (fail = () => resolve(refuse('TOO_MANY_REQUEST', { status: 429 })))),
    );
    await renderWithApp(<Probe />);
    await waitFor(() => expect(ids()).toBe('1,3'));
    let done!: Promise<void>;
    act(() => {
      done = api.toggle(game('3'));
    });
    await waitFor(() => expect(ids()).toBe('1'));
    await waitFor(() => expect(fail).toBeTypeOf('function'));
    await act(async () => {
      fail();
      await done;
    });
    await waitFor(() => expect(ids()).toBe('1,3'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('says it is saving while the platform answers, 10 s at most (spec section 9)', async () => {
    useSessionStore.getState().setSession(member);
    fakePlatform.answer(calls.games.favouriteIds, () => ['1']);
    fakePlatform.answer(calls.games.addFavourite, () => new Promise(() => undefined));
    await renderWithApp(<Probe />);
    await waitFor(() => expect(ids()).toBe('1'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void api.toggle(game('2')));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells a visitor to log in and calls nothing', async () => {
    await renderWithApp(<Probe />);
    await act(() => api.toggle(game('1')));
    expect(useSessionNotice.getState().messageKey).toBe('error_not_logged_in');
    expect(fakePlatform.requests(calls.games.addFavourite)).toEqual([]);
  });
});
