import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, decodeDevIdentityToken } from '@playdeck/api';
import { apiQueryKey } from '@playdeck/api/client';
import { loadTexts } from '@playdeck/i18n';
import { REMEMBERED_LOGIN_KEY, memoryKeyStore, setRememberKeyStore } from '@playdeck/session/remember';
import { calls, fakePlatform, platformRules, refuse, renderWithApp } from '@playdeck/testing';
import { LoginForm } from '../login/login-form';
import { SetPasswordByPhoneForm } from '../password/set-password-by-phone-form';
import RegisterScreen from '../register/register-screen';
import { developmentPhoneAuth } from './development-phone-auth';
import { usePhoneAuth, type PhoneAuthAdapter } from './phone-auth-adapter';

vi.mock('../login/free-trial-button', () => ({ FreeTrialButton: () => null }));

/*
 * With the brand's phone-auth service (signIn.phoneAuth), login by SMS code, registration by mobile number and
 * set password by phone have the service send and check the code: the platform's SMS calls are not made, and the service's
 * token for the number goes in the code's place (spec section 3: firebaseChannel sms, firebaseIdToken; the login is
 * type firebase with firebaseMobileNo and countryDialingCode).
 */

const flags = BRAND_FLAGS as Record<'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3', boolean>;
const SESSION = { token: 'tok-1', merchantCode: 'PLAYDECK', userName: '84912345678', customerType: 0 as const, firstTimeLogin: true };

/** The development service with a known code, counting the codes it checks. */
function serviceSending(code: string) {
  const service = developmentPhoneAuth(() => code);
  const confirms = vi.fn();
  const adapter: PhoneAuthAdapter = {
    sendCode: async (phone) => {
      const sent = await service.sendCode(phone);
      return { ...sent, confirm: (typed) => (confirms(typed), sent.confirm(typed)) };
    },
  };
  return { adapter, confirms };
}

const claimsOf = (token: unknown) => decodeDevIdentityToken(token as string);

beforeAll(async () => {
  await loadTexts('signin');
});
afterEach(() => {
  act(() => usePhoneAuth.setState({ adapter: undefined }));
});

describe('registration by mobile number through phone auth', () => {
  beforeEach(() => {
    flags.USERNAMEREG3 = false;
    flags.MOBILENUMREG3 = true;
    flags.REGMOBVERF3 = true;
    flags.MOBILENUMPASSREG3 = true;
    let captchas = 0;
    fakePlatform.answer(calls.session.registerSettings, () => platformRules({ username: false, mobile: true, verified: true }));
    fakePlatform.answer(calls.session.captcha, () => `aW1hZ2U${++captchas}`);
    fakePlatform.answer(calls.system.countries, [{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
    fakePlatform.answer(calls.session.registerMobile, SESSION);
  });

  const input = (field: string) => screen.getByTestId(`register-${field}`) as HTMLInputElement;

  it("sends the code by the service (no captcha spent), refuses a wrong code itself, and registers with the service's token", async () => {
    const { adapter, confirms } = serviceSending('246810');
    act(() => usePhoneAuth.setState({ adapter }));
    const user = userEvent.setup();
    await renderWithApp(<RegisterScreen />, { path: '/m/register', routePath: '/m/register' });
    await user.type(await screen.findByTestId('register-mobileNum'), '0912 345 678');
    await user.click(screen.getByTestId('sms-get-code'));
    expect(await screen.findByTestId('sms-countdown')).toBeTruthy();
    expect(screen.getByText(/the code is 246810/)).toBeTruthy();
    expect(fakePlatform.requests(calls.session.smsRegister)).toHaveLength(0);
    expect(fakePlatform.requests(calls.session.captcha)).toHaveLength(1);

    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, '999999');
    await user.type(input('captcha'), '54321');
    await user.type(input('password'), 'abc123');
    await user.type(input('confirmPassword'), 'abc123');
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(code.value).toBe('');
    expect(input('captcha').value).toBe('54321');
    expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(0);

    await user.type(code, '246810');
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    await waitFor(() => expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(1));
    const body = fakePlatform.requests(calls.session.registerMobile)[0]!.body;
    expect(body).toMatchObject({ mobileNum: '0912345678', countryDialingCode: '84', captcha: '54321', firebaseChannel: 'sms' });
    expect(body.verificationCode).toBeUndefined();
    expect(claimsOf(body.firebaseIdToken)).toMatchObject({ phone_number: '+84912345678', firebase: { sign_in_provider: 'phone' } });
    expect(confirms.mock.calls).toEqual([['999999'], ['246810']]);
  });

  it("keeps the service's token when the platform refuses another field, so a second submit does not check the code again", async () => {
    const { adapter, confirms } = serviceSending('135790');
    act(() => usePhoneAuth.setState({ adapter }));
    fakePlatform.answer(calls.session.registerMobile, refuse('captcha.error'));
    const user = userEvent.setup();
    await renderWithApp(<RegisterScreen />, { path: '/m/register', routePath: '/m/register' });
    await user.type(await screen.findByTestId('register-mobileNum'), '912345678');
    await user.click(screen.getByTestId('sms-get-code'));
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, '135790');
    for (const [field, value] of [
      ['captcha', '11111'],
      ['password', 'abc123'],
      ['confirmPassword', 'abc123'],
    ] as const)
      await user.type(input(field), value);
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    await waitFor(() => expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(1));

    fakePlatform.answer(calls.session.registerMobile, SESSION);
    await waitFor(() => expect(input('captcha').value).toBe(''));
    await user.type(input('captcha'), '22222');
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    await waitFor(() => expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(2));
    const [first, second] = fakePlatform.requests(calls.session.registerMobile);
    expect(second!.body.firebaseIdToken).toBe(first!.body.firebaseIdToken);
    expect(confirms).toHaveBeenCalledTimes(1);
  });
});

describe('set password by phone through phone auth', () => {
  async function renderForm() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiQueryKey(contract.system.countries), [{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
    return renderWithApp(<SetPasswordByPhoneForm />, { history: ['/m/login', '/m/forget'], routePath: '/m/forget', queryClient });
  }
  const field = (name: string) => screen.getByTestId('set-password-form').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

  it("sends the code by the service and sets the password with the service's token, not the code", async () => {
    const { adapter, confirms } = serviceSending('864200');
    act(() => usePhoneAuth.setState({ adapter }));
    fakePlatform.answer(calls.session.setPasswordByPhone, refuse('modify.new.old.same'));
    await renderForm();
    fireEvent.change(field('mobileNum'), { target: { value: '900000000' } });
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(field('verificationCode').disabled).toBe(false));
    expect(screen.getByText(/the code is 864200/)).toBeTruthy();
    expect(fakePlatform.requests(calls.session.smsNoLogin)).toHaveLength(0);

    fireEvent.change(field('verificationCode'), { target: { value: '864200' } });
    fireEvent.change(field('newPassword'), { target: { value: 'Same1234' } });
    fireEvent.submit(screen.getByTestId('set-password-form'));
    await waitFor(() => expect(field('newPassword').value).toBe(''));

    fakePlatform.answer(calls.session.setPasswordByPhone, SESSION);
    fireEvent.change(field('newPassword'), { target: { value: 'Fresh123' } });
    fireEvent.submit(screen.getByTestId('set-password-form'));
    await waitFor(() => expect(fakePlatform.requests(calls.session.setPasswordByPhone)).toHaveLength(2));
    const [first, second] = fakePlatform.requests(calls.session.setPasswordByPhone);
    expect(second!.body).toMatchObject({ mobileNum: '900000000', countryDialingCode: '84', newPassword: 'Fresh123' });
    expect(second!.body.verificationCode).toBeUndefined();
    expect(claimsOf(second!.body.firebaseIdToken)).toMatchObject({ phone_number: '+84900000000' });
    expect(first!.body.firebaseIdToken).toBe(second!.body.firebaseIdToken);
    expect(confirms).toHaveBeenCalledTimes(1);
  });

  it('a wrong code is refused by the service: the code is cleared and the platform not asked', async () => {
    act(() => usePhoneAuth.setState({ adapter: serviceSending('111222').adapter }));
    fakePlatform.answer(calls.session.setPasswordByPhone, SESSION);
    await renderForm();
    fireEvent.change(field('mobileNum'), { target: { value: '900000000' } });
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(field('verificationCode').disabled).toBe(false));
    fireEvent.change(field('verificationCode'), { target: { value: '000000' } });
    fireEvent.change(field('newPassword'), { target: { value: 'Fresh123' } });
    fireEvent.submit(screen.getByTestId('set-password-form'));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(field('verificationCode').value).toBe('');
    expect(field('newPassword').value).toBe('Fresh123');
    expect(fakePlatform.requests(calls.session.setPasswordByPhone)).toHaveLength(0);
  });
});

describe('login by SMS code through phone auth', () => {
  const flagsWithLogin = BRAND_FLAGS as Record<'MOBILEVERCODELOGIN3', boolean>;
  const loginInput = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
  const codeInput = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;

  async function renderLogin(onSuccess = vi.fn()) {
    flagsWithLogin.MOBILEVERCODELOGIN3 = true;
    fakePlatform.answer(calls.system.countries, [{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
    fakePlatform.answer(calls.session.smsNoLogin, () => ({ expirationTime: Date.now() + 60_000 }));
    fakePlatform.answer(calls.session.login, SESSION);
    await renderWithApp(<LoginForm onSuccess={onSuccess} />, { path: '/m/login' });
    fireEvent.click(screen.getByTestId('login-mode-sms'));
    fireEvent.change(loginInput('login-mobile'), { target: { value: '912345678' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(codeInput().disabled).toBe(false));
    return onSuccess;
  }

  it("sends and checks the code by the service, refuses a wrong code itself, and logs in with type firebase and the service's token", async () => {
    const { adapter, confirms } = serviceSending('975310');
    act(() => usePhoneAuth.setState({ adapter }));
    const onSuccess = await renderLogin();
    expect(screen.getByText(/the code is 975310/)).toBeTruthy();
    expect(fakePlatform.requests(calls.session.smsNoLogin)).toHaveLength(0);

    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(codeInput().value).toBe('');
    expect(screen.queryByText('Logging in…')).toBeNull();
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(0);
    expect(onSuccess).not.toHaveBeenCalled();

    setRememberKeyStore(memoryKeyStore());
    fireEvent.click(loginInput('login-remember'));
    fireEvent.change(codeInput(), { target: { value: '975310' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    // Remembered as a mobile login, as the platform's SMS login is: the form opens on the SMS tab again.
    expect(JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEY)!)).toMatchObject({
      type: 'sms',
      username: '912345678',
      countryDialingCode: '84',
    });
    const [login] = fakePlatform.requests(calls.session.login);
    expect(login!.body).toMatchObject({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseMobileNo: '912345678',
      countryDialingCode: '84',
    });
    expect(login!.body).not.toHaveProperty('verificationCode');
    expect(claimsOf(login!.body.firebaseIdToken)).toMatchObject({ phone_number: '+84912345678', firebase: { sign_in_provider: 'phone' } });
    expect(confirms.mock.calls).toEqual([['000000'], ['975310']]);
  });

  it('hides the logging-in notice when the service fails to check the code, and asks the platform nothing', async () => {
    const confirm = vi.fn(async () => Promise.reject(new Error('network down')));
    act(() => usePhoneAuth.setState({ adapter: { sendCode: async () => ({ confirm }) } }));
    await renderLogin();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(/Unknown error/)).toBeTruthy();
    expect(screen.queryByText('Logging in…')).toBeNull();
    expect(codeInput().value).toBe('');
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(0);
  });

  it('a code the service refuses spends no captcha: the answer stays and no new image is fetched', async () => {
    act(() => usePhoneAuth.setState({ adapter: serviceSending('424242').adapter }));
    let image = 0;
    fakePlatform.answer(calls.session.captcha, () => `IMG${++image}`);
    flagsWithLogin.MOBILEVERCODELOGIN3 = true;
    fakePlatform.answer(calls.system.countries, [{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
    fakePlatform.answer(calls.session.login, refuse('login.password.error', { value: { captcha: true } }));
    await renderWithApp(<LoginForm onSuccess={vi.fn()} />, { path: '/m/login' });
    // Failed password logins have the platform ask for the captcha.
    fireEvent.change(loginInput('login-username'), { target: { value: 'member01' } });
    fireEvent.change(loginInput('login-password'), { target: { value: 'wrong1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();

    fireEvent.click(screen.getByTestId('login-mode-sms'));
    fireEvent.change(loginInput('login-mobile'), { target: { value: '912345678' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(codeInput().disabled).toBe(false));
    fireEvent.change(loginInput('login-captcha'), { target: { value: '12345' } });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Verification code error.')).toBeTruthy();
    expect(codeInput().value).toBe('');
    expect(loginInput('login-captcha').value).toBe('12345');
    expect(fakePlatform.requests(calls.session.captcha)).toHaveLength(1);
    expect(fakePlatform.requests(calls.session.login)).toHaveLength(1);
  });

  it('without a phone-auth service the platform sends the code and the login is type sms with it', async () => {
    act(() => usePhoneAuth.setState({ adapter: undefined }));
    const onSuccess = await renderLogin();
    expect(fakePlatform.requests(calls.session.smsNoLogin)).toEqual([{ body: { mobileNum: '912345678', countryDialingCode: '84' } }]);
    expect(screen.queryByText(/the code is/)).toBeNull();
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fakePlatform.requests(calls.session.login)[0]!.body).toMatchObject({
      type: 'sms',
      countryDialingCode: '84',
      mobileNum: '912345678',
      verificationCode: '123456',
    });
    expect(fakePlatform.requests(calls.session.login)[0]!.body).not.toHaveProperty('firebaseIdToken');
  });
});
