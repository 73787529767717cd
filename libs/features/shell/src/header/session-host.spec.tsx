import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { calls, fakePlatform, refuse } from '@playdeck/testing';
import { renderShell } from '../testing/render-shell';

describe('session notices in the shell', () => {
  it('says the account was logged out when the platform ends the session, and offers login', async () => {
    useSessionStore.getState().setSession({ token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
    const { location } = await renderShell('/m/activity');
    expect(await screen.findByTestId('header-logout')).toBeTruthy();
    fakePlatform.answer(calls.session.memberInfo, refuse('login.not.session', { status: 401 }));
    await act(() => apiClient.call(contract.session.memberInfo).catch(() => undefined));
    expect((await screen.findByTestId('session-notice')).textContent).toBe('The account has been logged out, please log in again.');
    expect(screen.queryByTestId('header-logout')).toBeNull();
    await userEvent.click(screen.getByTestId('session-notice-login'));
    await waitFor(() => expect(location().pathname).toBe('/m/login'));
    await waitFor(() => expect(screen.queryByTestId('session-notice')).toBeNull());
  });

  it('a timed notice hides itself', async () => {
    await renderShell('/m/activity');
    act(() => useSessionNotice.getState().show('error_not_logged_in', { durationMs: 50 }));
    expect((await screen.findByTestId('session-notice')).textContent).toBe('You are not logged in, please login first.');
    expect(screen.queryByTestId('session-notice-login')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('session-notice')).toBeNull());
  });
});
