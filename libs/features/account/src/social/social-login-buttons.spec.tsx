import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../login/login-form';
import { calls, demoSessionAnswer, fakePlatform, renderWithApp } from '@playdeck/testing';
import { decodeDevIdentityToken } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { registerSocialLoginAdapter, useSocialLoginAdapters } from './social-login-registry';

vi.mock('../login/free-trial-button', () => ({ FreeTrialButton: () => null }));

// An agent's login (customerType 1), as the platform answers one.
const sessionAnswer = { ...demoSessionAnswer, customerType: 1 as const };

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
const removals: (() => void)[] = [];
const register = (...args: Parameters<typeof registerSocialLoginAdapter>) => removals.push(registerSocialLoginAdapter(...args));

afterEach(() => {
  act(() => removals.splice(0).forEach((remove) => remove()));
  vi.clearAllMocks();
});

describe('social login buttons', () => {
  it('are hidden with the flag on but no adapter, and with an adapter but the flag off', async () => {
    act(() => useSocialLoginAdapters.setState({ adapters: {} }));
    flags.FACEBOOKLOGIN3 = true;
    flags.GOOGLELOGIN3 = true;
    const first = await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.queryByTestId('social-login')).toBeNull();
    first.unmount();

    flags.FACEBOOKLOGIN3 = false;
    flags.GOOGLELOGIN3 = false;
    register('facebook', { signIn: vi.fn() });
    register('google', { signIn: vi.fn() });
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('show a provider with its flag and adapter, call the adapter and log in with its token', async () => {
    flags.GOOGLELOGIN3 = true;
    flags.FACEBOOKLOGIN3 = false;
    const signIn = vi.fn(async () => ({ idToken: 'google-id-token' }));
    register('google', { signIn });
    register('facebook', { signIn: vi.fn() });
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    const onSuccess = vi.fn();
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });

    expect(screen.queryByTestId('social-login-facebook')).toBeNull();
    fireEvent.click(screen.getByTestId('social-login-google'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(fakePlatform.requests(calls.session.login)[0]!.body).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'google',
      firebaseIdToken: 'google-id-token',
    });
  });

  it('are offered in password mode only', async () => {
    flags.FACEBOOKLOGIN3 = true;
    flags.MOBILEVERCODELOGIN3 = true;
    register('facebook', { signIn: vi.fn() });
    fakePlatform.answer(calls.system.countries, () => []);
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.getByTestId('social-login-facebook')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('say nothing when the player closes the provider pop-up', async () => {
    flags.FACEBOOKLOGIN3 = true;
    register('facebook', { signIn: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))) });
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('social-login-facebook'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("sign in with the brand's development adapter: pick an account, and the platform gets a development token", async () => {
    // brands/default configures signIn.facebook { development: true }.
    flags.FACEBOOKLOGIN3 = true;
    flags.GOOGLELOGIN3 = false;
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    const onSuccess = vi.fn();
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('social-login-facebook'));
    const email = (await screen.findByTestId('dev-sign-in-email')) as HTMLInputElement;
    expect(screen.getByText('Development sign-in: Facebook')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'Tester.One@Example.test' } });
    fireEvent.click(screen.getByTestId('dev-sign-in-continue'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const body = fakePlatform.requests(calls.session.login)[0]!.body;
    expect(body).toMatchObject({ type: 'firebase', firebaseChannel: 'facebook' });
    expect(decodeDevIdentityToken(body.firebaseIdToken as string)).toMatchObject({
      aud: brand.merchantCode,
      sub: 'tester.one@example.test',
      email: 'tester.one@example.test',
      firebase: { sign_in_provider: 'facebook.com' },
    });
  });

  it('cancel quietly when the development dialog is closed', async () => {
    flags.FACEBOOKLOGIN3 = true;
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('social-login-facebook'));
    await screen.findByTestId('dev-sign-in');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('dev-sign-in')).toBeNull());
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
