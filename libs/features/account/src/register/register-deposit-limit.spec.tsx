import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { ResponsibleGamingRules } from '@playdeck/brand';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, platformRules, refuse, renderWithApp } from '@playdeck/testing';
import RegisterScreen from './register-screen';

const SESSION = { token: 'tok-1', merchantCode: 'PLAYDECK', userName: 'player01', customerType: 0 as const, firstTimeLogin: true };

function HomeProbe() {
  return <p data-testid="home-probe">{useLocation().pathname}</p>;
}

const renderRegister = (language?: 'EN' | 'TY') =>
  renderWithApp(<RegisterScreen />, { path: '/m/register', routePath: '/m/register', routes: { '/m/home': <HomeProbe /> }, language });
const input = (field: string) => screen.getByTestId<HTMLInputElement>(`register-${field}`);
const messageOf = (field: string) =>
  (input(field).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const sentLimits = () => fakePlatform.requests(calls.responsibleGaming.setLimits);

async function fillUsernameForm(user: ReturnType<typeof userEvent.setup>) {
  const values = { username: 'player01', password: 'abc123', confirmPassword: 'abc123', captcha: '12345' };
  for (const [field, value] of Object.entries(values)) await user.type(input(field), value);
}

// The brand's rules, in the object the form reads (as Storybook's brand switch does).
let rules: ResponsibleGamingRules;
beforeAll(async () => {
  rules = await loadResponsibleGamingRules();
});
const asksDepositLimit = (asks: boolean) => Object.assign(rules, { depositLimitAtRegistration: asks });
afterEach(() => asksDepositLimit(false));

beforeEach(() => {
  fakePlatform.answer(calls.session.registerSettings, platformRules());
  fakePlatform.answer(calls.session.captcha, 'aW1hZ2U');
  fakePlatform.answer(calls.session.register, SESSION);
});

describe('register: a deposit limit where the brand asks for one', () => {
  it('asks for none where the brand does not, and sets none after registering', async () => {
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-username');
    expect(screen.queryByTestId('register-depositLimitAmount')).toBeNull();
    expect(screen.queryByTestId('register-depositLimitPeriod')).toBeNull();
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('home-probe');
    expect(sentLimits()).toEqual([]);
  });

  it('asks for an amount and a period, and will not register without an amount', async () => {
    asksDepositLimit(true);
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-depositLimitAmount');
    expect(screen.getByLabelText('Deposit limit', { selector: 'input' })).toBe(input('depositLimitAmount'));
    const period = screen.getByLabelText<HTMLSelectElement>('Deposit limit period');
    expect([...period.options].map((option) => [option.value, option.text])).toEqual([
      ['DAILY', 'Daily (24 hours)'],
      ['WEEKLY', 'Weekly (7 days)'],
      ['MONTHLY', 'Monthly (30 days)'],
    ]);
    expect(period.value).toBe('DAILY');
    await fillUsernameForm(user);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(messageOf('depositLimitAmount')).toContain('Please enter the amount'));
    expect(fakePlatform.requests(calls.session.register)).toEqual([]);
    await user.type(input('depositLimitAmount'), '0');
    await user.tab();
    await waitFor(() => expect(messageOf('depositLimitAmount')).toContain('The minimum is'));
    expect(fakePlatform.requests(calls.session.register)).toEqual([]);
  });

  it("registers with upstream's body, then sets the limit as the signed-in member and goes home", async () => {
    asksDepositLimit(true);
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-depositLimitAmount');
    await fillUsernameForm(user);
    await user.type(input('depositLimitAmount'), '500');
    await user.selectOptions(screen.getByTestId('register-depositLimitPeriod'), 'WEEKLY');
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('home-probe');
    const [registration] = fakePlatform.requests(calls.session.register);
    expect(Object.keys(registration!.body).sort()).toEqual(
      [
        'captcha',
        'confirmPassword',
        'countryDialingCode',
        'domain',
        'loginDeviceId',
        'password',
        'registerMethod',
        'registerUrl',
        'type',
        'username',
      ].sort(),
    );
    expect(sentLimits().map((request) => request.body)).toEqual([{ limits: [{ kind: 'DEPOSIT', period: 'WEEKLY', amount: 500 }] }]);
    expect(sentLimits()[0]!.headers.get('Authorization')).toBe('tok-1');
    expect(screen.queryByText('Your deposit limit could not be saved. Set one in the security centre before you deposit.')).toBeNull();
  });

  it('keeps the registration when the limit cannot be set, says so, and goes home', async () => {
    asksDepositLimit(true);
    fakePlatform.answer(calls.responsibleGaming.setLimits, refuse('request_param_err'));
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('register-depositLimitAmount');
    await fillUsernameForm(user);
    await user.type(input('depositLimitAmount'), '500');
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('home-probe');
    expect(useSessionStore.getState().session?.token).toBe('tok-1');
    expect(sentLimits()).toHaveLength(1);
    expect(screen.getByText('Your deposit limit could not be saved. Set one in the security centre before you deposit.')).toBeTruthy();
  });

  // The default brand speaks EN and TY; the TH texts are checked key for key with the others by the i18n lib's spec.
  it('asks in the member’s language', async () => {
    asksDepositLimit(true);
    await renderRegister('TY');
    await screen.findByTestId('register-depositLimitAmount');
    expect(screen.getByLabelText('Hạn mức nạp', { selector: 'input' })).toBe(input('depositLimitAmount'));
    expect(screen.getByRole('option', { name: 'Hằng tuần (7 ngày)' })).toBeTruthy();
  });
});
