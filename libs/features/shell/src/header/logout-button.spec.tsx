import { screen, waitFor, within } from '@testing-library/react';
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
});
