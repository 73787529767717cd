import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, useSessionStore } from '@playdeck/session';
import LoginScreen from './login-screen';
import { calls, demoSessionAnswer, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';

vi.mock('./free-trial-button', () => ({ FreeTrialButton: () => null }));

// An agent's login (customerType 1), as the platform answers one.
const sessionAnswer = { ...demoSessionAnswer, customerType: 1 as const };

afterEach(() => {
  vi.clearAllMocks();
});

async function logInAt(path: string) {
  fakePlatform.answer(calls.session.login, () => sessionAnswer);
  const view = await renderWithApp(<LoginScreen />, { path });
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'member01' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull());
  return view;
}

describe('LoginScreen', () => {
  it('is the page: its own heading, a way home, and links to forgot password and sign up', async () => {
    await renderWithApp(<LoginScreen />, { path: '/m/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByTestId('login-back').getAttribute('href')).toBe('/m/home');
    expect(screen.getByTestId('login-forgot').getAttribute('href')).toBe('/m/forget');
    expect(screen.getByTestId('login-register').getAttribute('href')).toBe('/m/register');
  });

  it('goes home after logging in', async () => {
    const view = await logInAt('/m/login');
    await waitFor(() => expect(view.location().pathname).toBe('/m/home'));
    expect(useSessionStore.getState().session).toMatchObject({ token: 'token-1', type: 1 });
  });

  it('goes to a safe in-app redirect, and home for any other', async () => {
    const inApp = await logInAt('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DFISH');
    await waitFor(() => expect(`${inApp.location().pathname}${inApp.location().search}`).toBe('/m/gameList?gameType=FISH'));
    inApp.unmount();
    useSessionStore.getState().clearSession();

    const outside = await logInAt('/m/login?redirect=https%3A%2F%2Fevil.test%2Fm%2Fhome');
    await waitFor(() => expect(outside.location().pathname).toBe('/m/home'));
  });

  it('says "Logging in…" until the platform answers, as long as the call lasts (spec: 9999 s), then that it is done', async () => {
    let answerNow: (value: typeof sessionAnswer) => void = () => undefined;
    fakePlatform.answer(calls.session.login, () => new Promise((resolve) => (answerNow = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await renderWithApp(<LoginScreen />, { path: '/m/login' });
      fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'member01' } });
      fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
      fireEvent.click(screen.getByTestId('login-submit'));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Logging in…'));
      // Past every shorter notice (1.5 s, 10 s) and up to the API client's 15 s deadline, where a call ends anyway.
      await act(() => vi.advanceTimersByTimeAsync(14_900));
      expect(screen.getByRole('status').textContent).toBe('Logging in…');
      await act(async () => answerNow(sessionAnswer));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Logged in'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused login takes the loading notice down and says why: too many attempts, and when to try again', async () => {
    fakePlatform.answer(calls.session.login, refuse('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: 270 } }));
    await renderWithApp(<LoginScreen />, { path: '/m/login' });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'member01' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts. Please try again in 5 min.'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
