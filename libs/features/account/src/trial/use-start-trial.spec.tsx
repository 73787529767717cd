import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { DEVICE_ID_STORAGE_KEY, SESSION_STORAGE_KEY, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { renderScreen } from '../password/testing/render-screen';
import TrialScreen from './trial-screen';

const answer = { token: 'trial-token', merchantCode: 'PLAYDECKtrial', userName: 'guest12345678', customerType: 0, firstTimeLogin: true };

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
});

describe('free trial (/m/trail)', () => {
  it('shows the loading message, stores only token and trial merchant, keeps the name in sessionStorage, goes home', async () => {
    let answerNow: (value: typeof answer) => void = () => undefined;
    const call = vi.spyOn(apiClient, 'call').mockImplementation(() => new Promise((resolve) => (answerNow = resolve as never)));
    const { location } = await renderScreen(<TrialScreen />, ['/m/login', '/m/trail']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Starting your free trial…'));
    expect(call).toHaveBeenCalledWith(contract.session.freeplayLogin, { body: { loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY) } });
    answerNow(answer);
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    expect(sessionStorage.getItem('trialUserName')).toBe('guest12345678');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('on failure shows the error and offers a retry', async () => {
    const call = vi.spyOn(apiClient, 'call').mockRejectedValueOnce(new ApiError('session.freeplayLogin', 'TOO_MANY_REQUEST', 429, undefined)).mockResolvedValueOnce(answer);
    const { location } = await renderScreen(<TrialScreen />, ['/m/trail']);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many requests, please try again later.'));
    expect(useSessionStore.getState().session).toBeNull();
    await userEvent.click(screen.getByTestId('trial-retry'));
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('someone already logged in keeps their session and goes home', async () => {
    const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };
    useSessionStore.getState().setSession(member);
    const call = vi.spyOn(apiClient, 'call');
    const { location } = await renderScreen(<TrialScreen />, ['/m/trail']);
    await waitFor(() => expect(location.current?.pathname).toBe('/m/home'));
    expect(call).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session).toEqual(member);
  });
});
