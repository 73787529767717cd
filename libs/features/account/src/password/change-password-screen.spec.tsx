import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { useSessionStore } from '@playdeck/session';
import { REMEMBERED_LOGIN_KEY } from '@playdeck/session/remember';
import ChangePasswordScreen from './change-password-screen';
import { CHANGE_SAVED_MS } from './change-password-form';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';

const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 };

// crypto-js loads with the first encrypted body; load it first, so a save under fake timers completes inside one act().
beforeAll(() => import('@playdeck/api/crypto'));
beforeEach(() => useSessionStore.getState().setSession(member));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const form = () => screen.getByTestId('change-password-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => screen.getByTestId('change-password-submit') as HTMLButtonElement;
const errorOf = (name: string) => document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent;

function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

describe('change password: validation', () => {
  it('shows each field message and keeps submit disabled until all pass', async () => {
    await renderWithApp(<ChangePasswordScreen />, { history: ['/m/changePsw'], routePath: '/m/changePsw' });
    expect(submitButton().disabled).toBe(true);
    type('oldPassword', '');
    expect(errorOf('oldPassword')).toBe('Please enter the password');
    type('newPassword', 'short');
    expect(errorOf('newPassword')).toBe('Password: 6-20 characters with letters and digits');
    type('confirmPassword', '');
    expect(errorOf('confirmPassword')).toBe('Please enter the password');
    type('confirmPassword', 'Other123');
    expect(errorOf('confirmPassword')).toBe('The confirmation password is incorrect');
    type('oldPassword', 'Demo1234');
    type('newPassword', 'Fresh123');
    expect(submitButton().disabled).toBe(true);
    type('confirmPassword', 'Fresh123');
    expect(errorOf('confirmPassword')).toBeUndefined();
    expect(submitButton().disabled).toBe(false);
  });

  it('a new password equal to the old one opens the "same password" popup without calling', async () => {
    await renderWithApp(<ChangePasswordScreen />, { history: ['/m/changePsw'], routePath: '/m/changePsw' });
    type('oldPassword', 'Demo1234');
    type('newPassword', 'Demo1234');
    type('confirmPassword', 'Demo1234');
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Passwords are the same' });
    expect(within(dialog).getByText('New password cannot equal the old one.')).toBeTruthy();
    expect(fakePlatform.calledIds()).toEqual([]);
  });
});

describe('change password: saving', () => {
  it('success: encrypted call, "Change saved", remembered login cleared, held psw removed, home after 1 s', async () => {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ type: 'username', username: 'member01', countryDialingCode: '' }));
    sessionStorage.setItem('psw', 'Demo1234');
    const { location } = await renderWithApp(<ChangePasswordScreen />, {
      history: ['/m/member/home', '/m/changePsw'],
      routePath: '/m/changePsw',
    });
    // The session holds the password: the old one is not asked.
    expect(input('oldPassword')).toBeNull();
    vi.useFakeTimers();
    type('newPassword', 'Fresh123');
    type('confirmPassword', 'Fresh123');
    await act(async () => {
      fireEvent.submit(form());
    });
    expect(fakePlatform.requests(calls.session.changePassword)).toContainEqual({
      body: { oldPassword: 'Demo1234', newPassword: 'Fresh123', confirmNewPassword: 'Fresh123' },
    });
    expect(contract.session.changePassword.bodyEncoding).toBe('encrypted');
    expect(screen.getByRole('status').textContent).toContain('Change saved');
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(sessionStorage.getItem('psw')).toBeNull();
    act(() => vi.advanceTimersByTime(CHANGE_SAVED_MS - 1));
    expect(location().pathname).toBe('/m/changePsw');
    act(() => vi.advanceTimersByTime(1));
    expect(location().pathname).toBe('/m/home');
  });

  it('failure hides the loading message, shows the refusal and lets the member try again', async () => {
    fakePlatform.answer(calls.session.changePassword, refuse('old.password.error'));
    const { location } = await renderWithApp(<ChangePasswordScreen />, { history: ['/m/changePsw'], routePath: '/m/changePsw' });
    type('oldPassword', 'Wrong123');
    type('newPassword', 'Fresh123');
    type('confirmPassword', 'Fresh123');
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The old password is incorrect.'));
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(location().pathname).toBe('/m/changePsw');
    expect(submitButton().getAttribute('aria-busy')).toBeNull();
  });
});

describe('change password for a trial user', () => {
  it('says the function needs an actual account and shows no form', async () => {
    useSessionStore.getState().setSession({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    await renderWithApp(<ChangePasswordScreen />, { history: ['/m/changePsw'], routePath: '/m/changePsw' });
    expect(screen.getByTestId('restricted-notice').textContent).toContain('Please login an actual account to use this function');
    expect(screen.queryByTestId('change-password-form')).toBeNull();
  });
});

describe('change password when the session has ended', () => {
  it('leaves the message to the shell (no toast of its own)', async () => {
    fakePlatform.answer(calls.session.changePassword, refuse('login.not.session', { status: 401 }));
    await renderWithApp(<ChangePasswordScreen />, { history: ['/m/changePsw'], routePath: '/m/changePsw' });
    type('oldPassword', 'Demo1234');
    type('newPassword', 'Fresh123');
    type('confirmPassword', 'Fresh123');
    await userEvent.click(submitButton());
    expect(fakePlatform.requests(calls.session.changePassword)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    // The real client ends the session on login.not.session, so the screen turns to its sign-in notice
    // (an alert of its own); the toast region, the only other alert, stays empty.
    const toasts = screen.getAllByRole('alert').find((region) => region.getAttribute('aria-live') === 'assertive');
    expect(toasts!.textContent).toBe('');
  });
});
