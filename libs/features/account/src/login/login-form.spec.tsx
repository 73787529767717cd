import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@playdeck/i18n';
import { DEVICE_ID_STORAGE_KEY, SESSION_STORAGE_KEY } from '@playdeck/session';
import { setRememberKeyStore, REMEMBERED_LOGIN_KEY, memoryKeyStore } from '@playdeck/session/remember';
import { LoginForm } from './login-form';
import { calls, demoCountries as countries, demoSessionAnswer, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';

vi.mock('./free-trial-button', () => ({ FreeTrialButton: () => null }));

// An agent's login (customerType 1), as the platform answers one.
const sessionAnswer = { ...demoSessionAnswer, customerType: 1 as const };

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

afterEach(() => vi.clearAllMocks());

describe('login modes', () => {
  it('offers only user name and password when MOBILEVERCODELOGIN3 is off', async () => {
    flags.MOBILEVERCODELOGIN3 = false;
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('login-mobile')).toBeNull();
    expect(input('login-username')).toBeTruthy();
    expect(input('login-password').type).toBe('password');
  });

  it('switches to mobile number and SMS code when MOBILEVERCODELOGIN3 is on', async () => {
    flags.MOBILEVERCODELOGIN3 = true;
    fakePlatform.answer(calls.system.countries, () => countries);
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.getByTestId('login-mode-password').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    expect(screen.queryByTestId('login-username')).toBeNull();
    expect(input('login-mobile')).toBeTruthy();
    expect((screen.getByTestId('login-dialing-code') as HTMLSelectElement).value).toBe('84');
    expect((screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('login-mode-password'));
    expect(input('login-username')).toBeTruthy();
  });
});

describe('validation', () => {
  it('checks each rule on submit and on blur, trimming what was typed', async () => {
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    submit();
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(input('login-username'), 'ab');
    expect(screen.queryByText('Please enter your username')).toBeNull();
    await user.tab();
    expect(screen.getByText('Username: 4-16 letters or digits')).toBeTruthy();
    await user.clear(input('login-username'));
    await user.type(input('login-username'), '  member01  ');
    await user.tab();
    expect(input('login-username').value).toBe('member01');
    expect(screen.queryByText('Username: 4-16 letters or digits')).toBeNull();
  });

  it('checks the mobile number and code in SMS mode, and asks for no code before the number is valid', async () => {
    flags.MOBILEVERCODELOGIN3 = true;
    fakePlatform.answer(calls.system.countries, () => countries);
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    submit();
    expect(await screen.findByText('Please enter your mobile number')).toBeTruthy();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
    fireEvent.change(input('login-mobile'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    expect(await screen.findByText('Please enter a mobile number of at least 6 digits')).toBeTruthy();
    expect(fakePlatform.requests(calls.session.smsNoLogin)).toHaveLength(0);
  });

  it('re-translates its messages after a language change', async () => {
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    submit();
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    try {
      await act(() => setLanguage('TY'));
      expect(await screen.findByText('Vui lòng nhập tên đăng nhập')).toBeTruthy();
    } finally {
      await act(() => setLanguage('EN'));
    }
  });
});

describe('captcha', () => {
  it('appears after a refusal flagged captcha, refreshes on tap and after every failed login', async () => {
    let image = 0;
    const login = vi.fn(async () => {
      return refuse('login.password.error', { value: { captcha: true } });
    });
    fakePlatform.answer(calls.session.login, login);
    fakePlatform.answer(calls.session.captcha, () => `IMG${++image}`);
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.change(input('login-username'), { target: { value: 'member01' } });
    fireEvent.change(input('login-password'), { target: { value: 'wrong1' } });
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    submit();

    const picture = await screen.findByTestId('captcha-image');
    expect(screen.getByLabelText('Security code', { selector: 'input' })).toBeTruthy();
    expect(picture.getAttribute('src')).toBe('data:image/png;base64,IMG1');
    expect(await screen.findByText('Incorrect username or password.')).toBeTruthy();
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakePlatform.requests(calls.session.captcha)[0]).toEqual({ query: { loginDeviceId: deviceId } });
    expect(login.mock.calls[0]).toBeTruthy();
    expect(fakePlatform.requests(calls.session.login)[0]!.body).toEqual({
      type: 'username',
      username: 'member01',
      password: 'wrong1',
      loginDeviceId: deviceId,
    });

    fireEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/png;base64,IMG2'));

    submit();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    fireEvent.change(input('login-captcha'), { target: { value: '12345' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/png;base64,IMG3'));
    expect(fakePlatform.requests(calls.session.login)[1]!.body).toMatchObject({ captcha: '12345', loginDeviceId: deviceId });
    expect(input('login-captcha').value).toBe('');
  });

  it('shows a wrong captcha answer on the captcha field', async () => {
    fakePlatform.answer(calls.session.login, async () => {
      return refuse('captcha.error', { value: { captcha: true } });
    });
    fakePlatform.answer(calls.session.captcha, () => 'IMG');
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.change(input('login-username'), { target: { value: 'member01' } });
    fireEvent.change(input('login-password'), { target: { value: 'Demo1234' } });
    submit();
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(input('login-captcha').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('remember password', () => {
  const logIn = async () => {
    fireEvent.change(input('login-username'), { target: { value: ' member01 ' } });
    fireEvent.change(input('login-password'), { target: { value: 'Demo1234' } });
    submit();
  };

  it('writes the login sealed when ticked, fills the form back, and forgets it when unticked', async () => {
    setRememberKeyStore(memoryKeyStore());
    const onSuccess = vi.fn();
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    const first = await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    expect(input('login-remember').checked).toBe(false);
    fireEvent.click(input('login-remember'));
    await logIn();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!);
    expect(stored).toEqual({
      type: 'username',
      username: 'member01',
      countryDialingCode: '84',
      sealed: { iv: expect.any(String), data: expect.any(String) },
    });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain(btoa('Demo1234'));
    first.unmount();

    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    expect(input('login-username').value).toBe('member01');
    await waitFor(() => expect(input('login-password').value).toBe('Demo1234'));
    expect(input('login-remember').checked).toBe(true);
    fireEvent.click(input('login-remember'));
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('stores nothing when the box is not ticked', async () => {
    const onSuccess = vi.fn();
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    await logIn();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('remembers a mobile login with its country code and opens in SMS mode', async () => {
    flags.MOBILEVERCODELOGIN3 = true;
    localStorage.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'sms', username: '900000000', password: '', countryDialingCode: '66' }),
    );
    fakePlatform.answer(calls.system.countries, () => countries);
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    expect(screen.getByTestId('login-mode-sms').getAttribute('aria-selected')).toBe('true');
    expect(input('login-mobile').value).toBe('900000000');
    expect((screen.getByTestId('login-dialing-code') as HTMLSelectElement).value).toBe('66');
  });
});

describe('logging in', () => {
  it('stores MC_SESSION_INFO with type from customerType', async () => {
    const onSuccess = vi.fn();
    fakePlatform.answer(calls.session.login, () => ({ ...sessionAnswer, customerType: 2, firstTimeLogin: true }));
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    fireEvent.change(input('login-username'), { target: { value: 'member01' } });
    fireEvent.change(input('login-password'), { target: { value: 'Demo1234' } });
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token: 'token-1',
      merchantCode: 'PLAYDECK',
      userName: 'member01',
      type: 2,
      firstTimeLogin: true,
    });
  });

  it('shows the loading state on the button while the call is under way', async () => {
    let finish: (value: typeof sessionAnswer) => void = () => undefined;
    fakePlatform.answer(calls.session.login, () => new Promise((resolve) => (finish = resolve)));
    await renderWithApp(<LoginForm onSuccess={() => undefined} />, { path: '/m/login' });
    fireEvent.change(input('login-username'), { target: { value: 'member01' } });
    fireEvent.change(input('login-password'), { target: { value: 'Demo1234' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBe('true'));
    await act(async () => finish(sessionAnswer));
    await waitFor(() => expect(screen.getByTestId('login-submit').getAttribute('aria-busy')).toBeNull());
  });

  it('logs in by SMS code with the chosen country code', async () => {
    flags.MOBILEVERCODELOGIN3 = true;
    const onSuccess = vi.fn();
    fakePlatform.answer(calls.system.countries, () => countries);
    fakePlatform.answer(calls.session.smsNoLogin, () => ({ expirationTime: Date.now() + 60_000 }));
    fakePlatform.answer(calls.session.login, () => sessionAnswer);
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    fireEvent.change(input('login-mobile'), { target: { value: '900000000' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(screen.getByTestId('sms-countdown')).toBeTruthy());
    expect(fakePlatform.requests(calls.session.smsNoLogin)[0]).toEqual({ body: { mobileNum: '900000000', countryDialingCode: '84' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fakePlatform.requests(calls.session.login)[0]!.body).toMatchObject({
      type: 'sms',
      countryDialingCode: '84',
      mobileNum: '900000000',
      verificationCode: '123456',
    });
  });
});
