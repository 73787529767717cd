import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform } from '@playdeck/testing';
import { renderShell } from '../testing/render-shell';

const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('header logout', () => {
  it('is not offered to visitors', async () => {
    await renderShell('/m/activity');
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('header-logout')).toBeNull();
  });

  it('asks first; cancelling keeps the session', async () => {
    useSessionStore.getState().setSession(member);
    await renderShell('/m/activity');
    await userEvent.click(await screen.findByTestId('header-logout'));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('logout-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakePlatform.requests(calls.session.logout)).toEqual([]);
    expect(useSessionStore.getState().session).toEqual(member);
  });

  it('confirmed: logs out with the token, stores autoLogin 0 and replaces the route with home', async () => {
    useSessionStore.getState().setSession(member);
    const { location } = await renderShell('/m/activity');
    await userEvent.click(await screen.findByTestId('header-logout'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('logout-confirm'));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.requests(calls.session.logout)).toHaveLength(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(screen.queryByTestId('session-notice')).toBeNull();
  });

  it('says "Logging out…" until the logout call ends, as long as it lasts (spec: 9999 s)', async () => {
    useSessionStore.getState().setSession(member);
    let answerNow: (value: null) => void = () => undefined;
    fakePlatform.answer(calls.session.logout, () => new Promise((resolve) => (answerNow = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { location } = await renderShell('/m/activity', undefined, { toasts: true });
      await userEvent.click(await screen.findByTestId('header-logout'));
      await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('logout-confirm'));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Logging out…'));
      // Past every shorter notice (1.5 s, 10 s) and up to the API client's 15 s deadline, where a call ends anyway.
      await act(() => vi.advanceTimersByTimeAsync(14_900));
      expect(screen.getByRole('status').textContent).toBe('Logging out…');
      await act(async () => answerNow(null));
      await waitFor(() => expect(location().pathname).toBe('/m/home'));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
