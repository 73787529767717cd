import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, useSessionStore } from '@playdeck/session';
import { useLocation } from 'react-router-dom';
import { calls, fakePlatform, platformRules, refuse, renderWithApp, rule } from '@playdeck/testing';
import RegisterScreen from './register-screen';

const flags = BRAND_FLAGS as Record<'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3', boolean>;
const SESSION = { token: 'tok-1', merchantCode: 'PLAYDECK', userName: 'player01', customerType: 0 as const, firstTimeLogin: true };

function HomeProbe() {
  return <p data-testid="home-probe">{useLocation().pathname}</p>;
}

/** The register screen at /m/register with a probe at /m/home. */
const renderRegister = () =>
  renderWithApp(<RegisterScreen />, { path: '/m/register', routePath: '/m/register', routes: { '/m/home': <HomeProbe /> } });
const input = (field: string) => screen.getByTestId(`register-${field}`) as HTMLInputElement;
const fieldError = (field: string) => input(field).closest('div')!.parentElement!.querySelector('p[id$="-error"]')?.textContent ?? null;

let captchas = 0;
beforeEach(() => {
  captchas = 0;
  fakePlatform.answer(calls.session.registerSettings, platformRules());
  fakePlatform.answer(calls.session.captcha, () => `aW1hZ2U${++captchas}`);
  fakePlatform.answer(calls.system.countries, [{ code: 'VN', name: 'Vietnam', dialingCode: '84' }]);
  fakePlatform.answer(calls.session.register, SESSION);
  fakePlatform.answer(calls.session.registerMobile, SESSION);
});

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>, extra: Record<string, string> = {}) {
  const values = { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: '12345', ...extra };
  for (const [field, value] of Object.entries(values)) await user.type(input(field), value);
}

describe('RegisterScreen tabs', () => {
  it('both flags on: both tabs, username first and selected', async () => {
    flags.USERNAMEREG3 = true;
    flags.MOBILENUMREG3 = true;
    await renderRegister();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile number']);
    expect(tabs[0]).toHaveProperty('ariaSelected', 'true');
    expect(await screen.findByTestId('register-username')).toBeTruthy();
    await userEvent.setup().click(tabs[1]!);
    expect(await screen.findByTestId('register-mobileNum')).toBeTruthy();
    expect(screen.queryByTestId('register-username')).toBeNull();
  });

  it('mobile flag only: the mobile tab alone, selected', async () => {
    flags.USERNAMEREG3 = false;
    flags.MOBILENUMREG3 = true;
    await renderRegister();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile number']);
    expect(await screen.findByTestId('register-mobileNum')).toBeTruthy();
  });

  it('back goes home', async () => {
    await renderRegister();
    await userEvent.setup().click(screen.getByTestId('register-back'));
    expect(screen.getByTestId('home-probe').textContent).toBe('/m/home');
  });
});

describe('RegisterScreen fields', () => {
  it('shows the fields the rules enable, marking optional ones', async () => {
    fakePlatform.answer(calls.session.registerSettings, () => ({ ...platformRules(), nickname: rule({ enabled: false }), wechat: rule() }));
    await renderRegister();
    await screen.findByTestId('register-username');
    for (const field of ['password', 'confirmPassword', 'captcha', 'affiliateCode', 'email', 'wechat']) expect(input(field)).toBeTruthy();
    expect(screen.queryByTestId('register-nickname')).toBeNull();
    expect(screen.queryByTestId('register-mobileNum')).toBeNull();
    expect(screen.getByLabelText('WeChat (optional)')).toBe(input('wechat'));
    // The same name as on the login form (one name for the captcha across the app).
    expect(screen.getByLabelText('Security code', { selector: 'input' })).toBe(input('captcha'));
    expect(screen.getByLabelText('Username', { selector: 'input' })).toBe(input('username'));
  });

  it('checks a field against its rule on blur, and lets an empty optional field pass', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await user.type(await screen.findByTestId('register-username'), 'abc');
    await user.tab();
    expect(fieldError('username')).toBe('Username: 6-16 letters or digits');
    await user.click(input('email'));
    await user.tab();
    expect(fieldError('email')).toBeNull();
    await user.type(input('email'), 'nope');
    await user.tab();
    expect(fieldError('email')).toBe('Incorrect email address');
  });

  it('re-checks the confirmation when the password changes', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await user.type(await screen.findByTestId('register-password'), 'abc123');
    await user.type(input('confirmPassword'), 'abc123');
    await user.tab();
    expect(fieldError('confirmPassword')).toBeNull();
    await user.type(input('password'), '4');
    expect(fieldError('confirmPassword')).toBe('The confirmation password is incorrect');
    await user.type(input('confirmPassword'), '4');
    expect(fieldError('confirmPassword')).toBeNull();
  });

  it('password fields have visibility toggles', async () => {
    const user = userEvent.setup();
    await renderRegister();
    const toggles = await screen.findAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(input('password').type).toBe('text');
  });
});

describe('RegisterScreen terms', () => {
  it('ticked by default; unticking disables submit and says why', async () => {
    const user = userEvent.setup();
    await renderRegister();
    const submit = await screen.findByTestId('register-submit');
    const box = screen.getByTestId('terms-checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(submit).toHaveProperty('disabled', false);
    expect(screen.getByText(/I am over 18 years old/)).toBeTruthy();
    await user.click(box);
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Please agree to the terms before registering')).toBeTruthy();
    await user.click(box);
    expect(submit).toHaveProperty('disabled', false);
  });
});

describe('RegisterScreen submit', () => {
  it('registers: the payload, the session from the answer, a toast and home', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user, { nickname: 'Ace' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('home-probe')).toBeTruthy());
    const [registration] = fakePlatform.requests(calls.session.register);
    expect(registration!.body).toEqual({
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: '12345',
      nickname: 'Ace',
      countryDialingCode: '',
      registerUrl: window.location.hostname,
      domain: window.location.hostname,
      registerMethod: 'H5',
      type: 0,
      loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
    });
    expect(fakePlatform.requests(calls.session.captcha)[0]!.query).toEqual({ loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY) });
    expect(useSessionStore.getState().session).toEqual({
      token: 'tok-1',
      merchantCode: 'PLAYDECK',
      userName: 'player01',
      type: 0,
      firstTimeLogin: true,
    });
    expect(screen.getByText('Registered successfully')).toBeTruthy();
  });

  it('does not call the platform while a field fails, and focuses the first failing one', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await user.type(await screen.findByTestId('register-username'), 'player01');
    await user.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(input('password'));
    expect(fieldError('password')).toBe('Please enter the password');
    expect(fakePlatform.requests(calls.session.register)).toHaveLength(0);
  });

  it('checks the invitation code before registering', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.checkAffiliate, () => null);
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user, { affiliateCode: 'AGENT-1' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fakePlatform.requests(calls.session.register)).toHaveLength(1));
    expect(
      fakePlatform
        .calledIds()
        .filter(
          (id) =>
            id.startsWith('session.') &&
            !['session.captcha', 'session.registerSettings', 'session.publicKey', 'session.checkUsername'].includes(id),
        ),
    ).toEqual(['session.checkAffiliate', 'session.register']);
    expect(fakePlatform.requests(calls.session.checkAffiliate)[0]!.query).toEqual({ affiliateCode: 'AGENT-1' });
    expect(fakePlatform.requests(calls.session.register)[0]!.body).toMatchObject({ affiliateCode: 'AGENT-1' });
  });

  it('a refused invitation code shows invitation_code_error on the field, focuses it and does not register', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.checkAffiliate, () => refuse('invitation.code.invalid'));
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user, { affiliateCode: 'WRONG' });
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fieldError('affiliateCode')).toBe('Invalid invitation code'));
    expect(document.activeElement).toBe(input('affiliateCode'));
    expect(fakePlatform.requests(calls.session.register)).toHaveLength(0);
    await user.type(input('affiliateCode'), 'X');
    expect(fieldError('affiliateCode')).toBeNull();
  });

  it('a refusal about a field shows on it, focused, with a new captcha to answer', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.register, () =>
      refuse('request_param_err', { message: 'username: reg_pattern_username', value: { field: 'username' } }),
    );
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fieldError('username')).toBe('Username: 6-16 letters or digits'));
    expect(document.activeElement).toBe(input('username'));
    expect(input('captcha').value).toBe('');
    await waitFor(() => expect(fakePlatform.requests(calls.session.captcha)).toHaveLength(2));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('a taken user name shows on the user name field', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.register, () => refuse('username.exists'));
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(fieldError('username')).toBe('Sorry, the username already exists.'));
  });

  it('any other refusal is a toast', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.register, () => refuse('TOO_MANY_REQUEST'));
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await within(screen.getByRole('alert')).findByText('Too many requests, please try again later.')).toBeTruthy();
  });

  it("a 429 says how long to wait, from the platform's Retry-After", async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.register, () => refuse('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: 3600 } }));
    await renderRegister();
    await screen.findByTestId('register-username');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    expect(await within(screen.getByRole('alert')).findByText('Too many attempts. Please try again in 60 min.')).toBeTruthy();
  });
});

describe('RegisterScreen user-name check while typing', () => {
  const hint = (field: string) => input(field).closest('div')!.parentElement!.querySelector('p[id$="-hint"]')?.textContent ?? null;

  it('asks once typing pauses, for the name as typed, and says when it is free', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-username');
    await user.type(input('username'), 'player77');
    await waitFor(() => expect(hint('username')).toBe('This username is available'));
    expect(fakePlatform.requests(calls.session.checkUsername).map((request) => request.query)).toEqual([{ username: 'player77' }]);
  });

  it('a taken name shows on the field before submit, and goes when the name changes', async () => {
    const user = userEvent.setup();
    fakePlatform.answer(calls.session.checkUsername, ({ query }) => (query?.username === 'player01' ? refuse('username.exists') : null));
    await renderRegister();
    await screen.findByTestId('register-username');
    await user.type(input('username'), 'player01');
    await waitFor(() => expect(fieldError('username')).toBe('Sorry, the username already exists.'));
    expect(fakePlatform.requests(calls.session.register)).toEqual([]);
    await user.type(input('username'), '2');
    await waitFor(() => expect(hint('username')).toBe('This username is available'));
    expect(fieldError('username')).toBeNull();
  });

  it('does not ask about a name that fails its own rule', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-username');
    await user.type(input('username'), 'ab');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fakePlatform.requests(calls.session.checkUsername)).toEqual([]);
    expect(hint('username')).toBeNull();
  });
});

describe('RegisterScreen by mobile number with an SMS code', () => {
  beforeEach(() => {
    flags.USERNAMEREG3 = false;
    flags.MOBILENUMREG3 = true;
    flags.REGMOBVERF3 = true;
    flags.MOBILENUMPASSREG3 = true;
    fakePlatform.answer(calls.session.registerSettings, () => platformRules({ username: false, mobile: true, verified: true }));
    fakePlatform.answer(calls.session.smsRegister, () => ({ expirationTime: Date.now() + 60_000 }));
  });

  it('asks for a code only with a valid number and a captcha answer, sent as challenge; then shows a new captcha', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-mobileNum');
    await user.click(screen.getByTestId('sms-get-code'));
    expect(fieldError('mobileNum')).toBe('Please enter your mobile number');
    expect(fieldError('captcha')).toBe('Please enter the verification code');
    expect(document.activeElement).toBe(input('mobileNum'));
    expect(fakePlatform.requests(calls.session.smsRegister)).toHaveLength(0);

    await user.type(input('mobileNum'), '0912 345 678');
    await user.type(input('captcha'), '54321');
    await user.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(fakePlatform.requests(calls.session.smsRegister)).toHaveLength(1));
    expect(fakePlatform.requests(calls.session.smsRegister)[0]!.body).toEqual({
      mobileNo: '0912345678',
      countryDialingCode: '84',
      loginDeviceId: localStorage.getItem(DEVICE_ID_STORAGE_KEY),
      challenge: '54321',
    });
    await waitFor(() => expect(fakePlatform.requests(calls.session.captcha)).toHaveLength(2));
    expect(input('captcha').value).toBe('');
    expect(await screen.findByTestId('sms-countdown')).toBeTruthy();
  });

  it('registers with the number, its dialing code and the code', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await user.type(await screen.findByTestId('register-mobileNum'), '912345678');
    await user.type(input('captcha'), '54321');
    await user.click(screen.getByTestId('sms-get-code'));
    await screen.findByTestId('sms-countdown');
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, '123456');
    await user.type(input('captcha'), '67890');
    await user.type(input('password'), 'abc123');
    await user.type(input('confirmPassword'), 'abc123');
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    await waitFor(() => expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(1));
    expect(fakePlatform.requests(calls.session.registerMobile)[0]!.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      captcha: '67890',
    });
    expect(fakePlatform.requests(calls.session.register)).toHaveLength(0);
  });
});

describe('RegisterScreen by mobile number without a password (MOBILENUMPASSREG3 off)', () => {
  beforeEach(() => {
    flags.USERNAMEREG3 = false;
    flags.MOBILENUMREG3 = true;
    flags.REGMOBVERF3 = false;
    flags.MOBILENUMPASSREG3 = false;
    fakePlatform.answer(calls.session.registerSettings, () => platformRules({ username: false, mobile: true }));
    fakePlatform.answer(calls.session.smsRegister, () => ({ expirationTime: Date.now() + 60_000 }));
  });

  it('asks for the number and its code only, and registers without a password', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await user.type(await screen.findByTestId('register-mobileNum'), '912345678');
    expect(screen.queryByTestId('register-password')).toBeNull();
    expect(screen.queryByTestId('register-confirmPassword')).toBeNull();
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    expect(fieldError('captcha')).toBe('Please enter the verification code');
    expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(0);

    await user.type(input('captcha'), '54321');
    await user.click(screen.getByTestId('sms-get-code'));
    await screen.findByTestId('sms-countdown');
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    await waitFor(() => expect(code.disabled).toBe(false));
    await user.type(code, '123456');
    await user.type(input('captcha'), '67890');
    await act(async () => fireEvent.submit(screen.getByTestId('register-form-mobileNum')));
    await waitFor(() => expect(fakePlatform.requests(calls.session.registerMobile)).toHaveLength(1));
    const body = fakePlatform.requests(calls.session.registerMobile)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ mobileNum: '912345678', verificationCode: '123456', captcha: '67890' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('confirmPassword');
  });
});
