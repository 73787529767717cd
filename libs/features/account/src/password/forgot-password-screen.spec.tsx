import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordScreen from './forgot-password-screen';
import { FORGOT_SENT_MS } from './forgot-by-email-form';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';

// In tests the flags are a mutable global (tools/vitest/setup-web.ts resets them after each test).
const flags = BRAND_FLAGS as { CHNGPASSVERIF3: boolean };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const form = () => screen.getByTestId('forgot-email-form');
const field = (name: string) => within(form()).getByRole('textbox', { name });

function fill(username: string, email: string) {
  fireEvent.change(field('Username'), { target: { value: username } });
  fireEvent.change(field('E-mail address'), { target: { value: email } });
}

describe('forgot password: methods', () => {
  it('offers only the e-mail form when CHNGPASSVERIF3 is off', async () => {
    flags.CHNGPASSVERIF3 = false;
    await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/forget'], routePath: '/m/forget' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('set-password-form')).toBeNull();
    expect(form()).toBeTruthy();
  });

  it('with CHNGPASSVERIF3 on offers phone (the default) or e-mail', async () => {
    flags.CHNGPASSVERIF3 = true;
    await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/forget'], routePath: '/m/forget' });
    expect(screen.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('set-password-form')).toBeTruthy();
    expect(screen.queryByTestId('forgot-email-form')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(form()).toBeTruthy();
    expect(screen.queryByTestId('set-password-form')).toBeNull();
  });
});

describe('forgot password by e-mail', () => {
  it('checks the user name by the login rule and the e-mail by its pattern before asking the platform', async () => {
    flags.CHNGPASSVERIF3 = false;
    await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/forget'], routePath: '/m/forget' });
    fireEvent.submit(form());
    expect(await within(form()).findByText('Please enter your username')).toBeTruthy();
    expect(within(form()).getByText('Please enter your email address')).toBeTruthy();
    fill('ab', 'amy@');
    fireEvent.submit(form());
    expect(await within(form()).findByText('Username: 4-16 letters or digits')).toBeTruthy();
    expect(within(form()).getByText('Incorrect email address')).toBeTruthy();
    expect(fakePlatform.calledIds()).toEqual([]);
  });

  it('on success says "sent" for 1 s, then goes back', async () => {
    flags.CHNGPASSVERIF3 = false;
    const { location } = await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/login', '/m/forget'], routePath: '/m/forget' });
    vi.useFakeTimers();
    fill(' member01 ', 'member01@demo.playdeck.test');
    await act(async () => {
      fireEvent.submit(form());
    });
    expect(fakePlatform.requests(calls.session.forgotPassword)).toContainEqual({
      body: { username: 'member01', email: 'member01@demo.playdeck.test' },
    });
    expect(screen.getByRole('status').textContent).toContain('Sent, please check your e-mail');
    act(() => vi.advanceTimersByTime(FORGOT_SENT_MS - 1));
    expect(location().pathname).toBe('/m/forget');
    act(() => vi.advanceTimersByTime(1));
    expect(location().pathname).toBe('/m/login');
  });

  it('opened directly, goes home after success', async () => {
    flags.CHNGPASSVERIF3 = false;
    const { location } = await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/forget'], routePath: '/m/forget' });
    fill('member01', 'member01@demo.playdeck.test');
    fireEvent.submit(form());
    await waitFor(() => expect(location().pathname).toBe('/m/home'), { timeout: 2_000 });
  });

  it('shows the platform refusal and stays', async () => {
    flags.CHNGPASSVERIF3 = false;
    fakePlatform.answer(calls.session.forgotPassword, refuse('email.not.match'));
    const { location } = await renderWithApp(<ForgotPasswordScreen />, { history: ['/m/forget'], routePath: '/m/forget' });
    fill('member01', 'someone@else.test');
    fireEvent.submit(form());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The email address does not match this account.'));
    expect(location().pathname).toBe('/m/forget');
    expect(within(form()).getByTestId('forgot-submit').getAttribute('aria-busy')).toBeNull();
  });
});
