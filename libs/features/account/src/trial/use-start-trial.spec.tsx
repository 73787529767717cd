import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, SESSION_STORAGE_KEY, TRIAL_KEY_STORAGE_KEY, useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import TrialScreen from './trial-screen';

const answer = {
  token: 'trial-token',
  merchantCode: 'PLAYDECKtrial',
  userName: 'guest12345678',
  customerType: 0 as const,
  firstTimeLogin: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('free trial (/m/trail)', () => {
  it('shows the loading message, stores only token and trial merchant, keeps the name in sessionStorage, goes home', async () => {
    let answerNow: (value: typeof answer) => void = () => undefined;
    fakePlatform.answer(calls.session.freeplayLogin, () => new Promise((resolve) => (answerNow = resolve)));
    const { location } = await renderWithApp(<TrialScreen />, { history: ['/m/login', '/m/trail'], routePath: '/m/trail' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Starting your free trial…'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.session.freeplayLogin)).toContainEqual({
        body: { loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY), deviceKey: localStorage.getItem(TRIAL_KEY_STORAGE_KEY) },
      }),
    );
    expect(localStorage.getItem(TRIAL_KEY_STORAGE_KEY)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    answerNow(answer);
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    expect(sessionStorage.getItem('trialUserName')).toBe('guest12345678');
    expect(fakePlatform.calledIds()).toEqual([calls.session.freeplayLogin.id]);
  });

  it('on failure shows the error and offers a retry', async () => {
    let refused = false;
    fakePlatform.answer(calls.session.freeplayLogin, () =>
      refused ? answer : ((refused = true), refuse('TOO_MANY_REQUEST', { status: 429 })),
    );
    const { location } = await renderWithApp(<TrialScreen />, { history: ['/m/trail'], routePath: '/m/trail' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many requests, please try again later.'));
    // The page keeps the reason beside Retry once the toast has gone.
    expect(screen.getByTestId('trial-failure').textContent).toBe('Too many requests, please try again later.');
    expect(useSessionStore.getState().session).toBeNull();
    await userEvent.click(screen.getByTestId('trial-retry'));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.calledIds()).toEqual([calls.session.freeplayLogin.id, calls.session.freeplayLogin.id]);
  });

  it('a device whose trial plays elsewhere is offered a new trial account (POST /wps/member/trialuser), which starts and goes home', async () => {
    fakePlatform.answer(calls.session.freeplayLogin, refuse('trial.device.in.use', { status: 409 }));
    fakePlatform.answer(calls.session.trialUser, { ...answer, userName: 'guest87654321' });
    const { location } = await renderWithApp(<TrialScreen />, { history: ['/m/trail'], routePath: '/m/trail' });
    expect((await screen.findByTestId('trial-failure')).textContent).toBe(
      'Free play is already open on this device. Continue there, or log out of it and try again.',
    );
    await userEvent.click(screen.getByTestId('trial-new-account'));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.requests(calls.session.trialUser)).toEqual([
      { body: { loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY), deviceKey: localStorage.getItem(TRIAL_KEY_STORAGE_KEY) } },
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    expect(sessionStorage.getItem('trialUserName')).toBe('guest87654321');
  });

  it('offers a new trial account only when the device is in use: other failures keep Retry alone', async () => {
    fakePlatform.answer(calls.session.freeplayLogin, refuse('function.not.available', { status: 403 }));
    await renderWithApp(<TrialScreen />, { history: ['/m/trail'], routePath: '/m/trail' });
    await screen.findByTestId('trial-failure');
    expect(screen.getByTestId('trial-retry')).toBeTruthy();
    expect(screen.queryByTestId('trial-new-account')).toBeNull();
  });

  it('someone already logged in keeps their session and goes home', async () => {
    const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };
    useSessionStore.getState().setSession(member);
    const { location } = await renderWithApp(<TrialScreen />, { history: ['/m/trail'], routePath: '/m/trail' });
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.calledIds()).toEqual([]);
    expect(useSessionStore.getState().session).toEqual(member);
  });

  it('the loading message stays until the call ends, as long as it lasts (spec: up to 9999 s)', async () => {
    let answerNow: (value: typeof answer) => void = () => undefined;
    fakePlatform.answer(calls.session.freeplayLogin, () => new Promise((resolve) => (answerNow = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const { location } = await renderWithApp(<TrialScreen />, { history: ['/m/trail'], routePath: '/m/trail' });
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Starting your free trial…'));
      // Past every shorter notice (1.5 s, 10 s) and up to the API client's 15 s deadline, where a call ends anyway.
      await act(() => vi.advanceTimersByTimeAsync(14_900));
      expect(screen.getByRole('status').textContent).toBe('Starting your free trial…');
      await act(async () => answerNow(answer));
      await waitFor(() => expect(location().pathname).toBe('/m/home'));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
