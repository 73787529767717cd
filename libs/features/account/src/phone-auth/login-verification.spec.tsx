import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeDevIdentityToken } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { calls, demoSessionAnswer, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { LoginForm } from '../login/login-form';
import { developmentPhoneAuth } from './development-phone-auth';
import { usePhoneAuth, type PhoneAuthAdapter, type PhoneAuthConfirmation } from './phone-auth-adapter';

vi.mock('../login/free-trial-button', () => ({ FreeTrialButton: () => null }));

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

afterEach(() => vi.clearAllMocks());

/** The platform wants the number verified first, then takes the login that carries a phone-auth token. */
function platformAskingVerification() {
  fakePlatform.answer(calls.session.login, () =>
    fakePlatform.requests(calls.session.login).at(-1)!.body.firebaseIdToken
      ? demoSessionAnswer
      : refuse('login_verify_required', { value: { countryDialingCode: '84', mobileNum: '901230001' } }),
  );
}

async function logInWithPassword(onSuccess = vi.fn()) {
  flags.MOBILEVERCODELOGIN3 = false;
  await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
  fireEvent.change(input('login-username'), { target: { value: 'member01' } });
  fireEvent.change(input('login-password'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  return onSuccess;
}

describe('login verification (login_verify_required) through phone auth', () => {
  it('verifies the named number with the adapter and sends the same login again with its token', async () => {
    act(() => usePhoneAuth.setState({ adapter: developmentPhoneAuth(() => '246810') }));
    platformAskingVerification();
    const onSuccess = await logInWithPassword();

    expect(await screen.findByTestId('login-verification')).toBeTruthy();
    expect(screen.getByText(/\+84 •••• 0001/)).toBeTruthy();
    expect(input('login-verification-code').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('login-verification-send'));
    expect(await screen.findByText('Verification code sent')).toBeTruthy();
    expect(screen.getByText(/the code is 246810/)).toBeTruthy();
    fireEvent.change(input('login-verification-code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('login-verification-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const [first, second] = fakePlatform.requests(calls.session.login);
    expect(first!.body).toMatchObject({ type: 'username', username: 'member01', password: 'Secret123' });
    expect(first!.body.firebaseIdToken).toBeUndefined();
    expect(second!.body).toMatchObject({ type: 'username', username: 'member01', password: 'Secret123', firebaseChannel: 'sms' });
    const claims = decodeDevIdentityToken(second!.body.firebaseIdToken as string);
    expect(claims).toMatchObject({ aud: brand.merchantCode, phone_number: '+84901230001', firebase: { sign_in_provider: 'phone' } });
  });

  it('hides the loading toast when phone auth fails, to send the code or to check it', async () => {
    const failing: PhoneAuthAdapter = { sendCode: vi.fn(async () => Promise.reject(new Error('quota exceeded'))) };
    act(() => usePhoneAuth.setState({ adapter: failing }));
    platformAskingVerification();
    await logInWithPassword();
    fireEvent.click(await screen.findByTestId('login-verification-send'));
    expect(await screen.findByText(/Unknown error/)).toBeTruthy();
    expect(screen.queryByText('Sending verification code…')).toBeNull();

    act(() => usePhoneAuth.setState({ adapter: developmentPhoneAuth(() => '111111') }));
    fireEvent.click(screen.getByTestId('login-verification-send'));
    await screen.findByText(/the code is 111111/);
    fireEvent.change(input('login-verification-code'), { target: { value: '999999' } });
    fireEvent.click(screen.getByTestId('login-verification-submit'));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(screen.queryByText('Verifying…')).toBeNull();
    expect(input('login-verification-code').value).toBe('');
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(1);
  });

  it('shows the loading messages of spec section 9 while the number is verified: each stays while the service works, 10 s at most', async () => {
    const pending = () => new Promise<never>(() => undefined);
    let codeSent: (confirmation: PhoneAuthConfirmation) => void = () => undefined;
    const slow: PhoneAuthAdapter = { sendCode: vi.fn(() => new Promise<PhoneAuthConfirmation>((resolve) => (codeSent = resolve))) };
    act(() => usePhoneAuth.setState({ adapter: slow }));
    platformAskingVerification();
    await logInWithPassword();
    await screen.findByTestId('login-verification');
    const status = () => screen.getByRole('status').textContent;
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => fireEvent.click(screen.getByTestId('login-verification-send')));
      expect(status()).toBe('Sending verification code…');
      await advance(9_999);
      expect(status()).toBe('Sending verification code…');
      await advance(1);
      expect(status()).toBe('');

      // A code sent, the service checking the typed one: "Verifying…" for as long, no longer.
      await act(async () => codeSent({ confirm: pending }));
      await advance(1_500);
      fireEvent.change(input('login-verification-code'), { target: { value: '123456' } });
      await act(async () => fireEvent.click(screen.getByTestId('login-verification-submit')));
      expect(status()).toBe('Verifying…');
      await advance(9_999);
      expect(status()).toBe('Verifying…');
      await advance(1);
      expect(status()).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes back to the form, and without phone auth tells the player to verify the number', async () => {
    act(() => usePhoneAuth.setState({ adapter: developmentPhoneAuth() }));
    platformAskingVerification();
    await logInWithPassword();
    fireEvent.click(await screen.findByTestId('login-verification-cancel'));
    expect(screen.getByTestId('login-form')).toBeTruthy();

    act(() => usePhoneAuth.setState({ adapter: undefined }));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please verify your mobile number to log in.')).toBeTruthy();
    expect(screen.queryByTestId('login-verification')).toBeNull();
  });
});
