import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResponsibleGamingRules } from '@playdeck/brand';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { useSessionStore } from '@playdeck/session';
import { REMEMBERED_LOGIN_KEY, memoryKeyStore, setRememberKeyStore, writeRememberedLogin } from '@playdeck/session/remember';
import type { SecuritySummary } from '@playdeck/api';
import { calls, demoMemberSession, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import SecurityCenterScreen from './security-center-screen';

const ROUTE = '/m/securityCenter';
const nothingSet: SecuritySummary = { mobile: null, email: null, hasSecurityQuestions: false, hasPaymentPassword: false, bankCardCount: 0 };
const allSet: SecuritySummary = {
  mobile: '+84 90•••••67',
  email: 'ma•••@example.com',
  hasSecurityQuestions: true,
  hasPaymentPassword: true,
  bankCardCount: 2,
};

async function open(summary: SecuritySummary, language?: 'EN' | 'TY') {
  fakePlatform.answer(calls.security.summary, summary);
  const view = await renderWithApp(<SecurityCenterScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession, language });
  await screen.findByTestId('security-center');
  return view;
}

const row = (id: string) => screen.getByTestId(`row-${id}`);

// The rules object the screens read (the brand's module): a spec changes its controls as another brand's would.
let rules: ResponsibleGamingRules;
let shipped: ResponsibleGamingRules['controls'];
beforeAll(async () => {
  rules = await loadResponsibleGamingRules();
  shipped = [...rules.controls];
});
afterEach(() => Object.assign(rules, { controls: [...shipped] }));

describe('security centre hub', () => {
  it("offers the brand's responsible-gaming controls: limits, a break and the reality check", async () => {
    await open(allSet);
    expect(['rg-limits', 'rg-break', 'reality-check'].map((id) => row(id).textContent)).toEqual([
      'Deposit and loss limits',
      'Take a break',
      'Reality check',
    ]);
  });

  it('leaves out what the brand does not offer, and the section when it offers none of it', async () => {
    Object.assign(rules, { controls: ['lossLimit', 'selfExclusion'] });
    const view = await open(allSet);
    expect(screen.getByTestId('row-rg-limits')).toBeTruthy();
    expect(screen.getByTestId('row-rg-break')).toBeTruthy();
    expect(screen.queryByTestId('row-reality-check')).toBeNull();
    view.unmount();

    Object.assign(rules, { controls: ['realityCheck'] });
    await open(allSet);
    expect(screen.getByTestId('row-reality-check')).toBeTruthy();
    expect(screen.queryByTestId('row-rg-limits')).toBeNull();
    expect(screen.queryByTestId('row-rg-break')).toBeNull();
  });

  it('says what is not set yet', async () => {
    await open(nothingSet);
    expect(row('payment-password').textContent).toContain('Not set');
    expect(row('security-questions').textContent).toContain('Not set');
    expect(row('mobile').textContent).toContain('Not bound');
    expect(row('email').textContent).toContain('Not bound');
    expect(row('bank-cards').textContent).toContain('None');
  });

  it('shows what is set, with the bound addresses masked as the platform sent them', async () => {
    await open(allSet);
    expect(row('payment-password').textContent).toContain('Set');
    expect(row('payment-password').textContent).not.toContain('Not set');
    expect(row('security-questions').textContent).not.toContain('Not set');
    expect(row('mobile').textContent).toContain('+84 90•••••67');
    expect(row('email').textContent).toContain('ma•••@example.com');
    expect(row('bank-cards').textContent).toContain('2 cards');
  });

  it('leads each row to its page; the payment password comes back here', async () => {
    await open(allSet);
    const links = Object.fromEntries(
      within(screen.getByTestId('security-center'))
        .getAllByRole('link')
        .map((link) => [link.getAttribute('data-testid'), link.getAttribute('href')]),
    );
    expect(links).toEqual({
      'row-login-password': '/m/changePsw',
      'row-payment-password': '/m/member/paymentPassword?redirect=%2Fm%2FsecurityCenter',
      'row-security-questions': '/m/member/securityQuestions',
      'row-mobile': '/m/member/bindMobile',
      'row-email': '/m/member/bindEmail',
      'row-bank-cards': '/m/member/bankCard',
      'row-kyc': '/m/member/kyc',
      'row-rg-limits': '/m/securityCenter?rg=limits',
      'row-rg-break': '/m/securityCenter?rg=break',
    });
  });

  it('opens a row’s page', async () => {
    const { location } = await open(nothingSet);
    await userEvent.click(row('email'));
    expect(location().pathname).toBe('/m/member/bindEmail');
  });

  it('speaks Vietnamese', async () => {
    await open(nothingSet, 'TY');
    expect(row('payment-password').textContent).toContain('Chưa thiết lập');
    expect(row('email').textContent).toContain('Chưa liên kết');
  });

  it('shows a failed load with a retry that loads the rows', async () => {
    fakePlatform.answer(calls.security.summary, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<SecurityCenterScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    expect((await screen.findByTestId('security-center-error')).textContent).toContain('Could not load this page');
    fakePlatform.answer(calls.security.summary, allSet);
    await userEvent.click(screen.getByTestId('security-center-retry'));
    expect((await screen.findByTestId('row-email')).textContent).toContain('ma•••@example.com');
  });

  it('signs out on every device after a confirmation, forgets the remembered login here and goes to login', async () => {
    setRememberKeyStore(memoryKeyStore());
    await writeRememberedLogin({ type: 'username', username: 'amy01', password: 'Secret123', countryDialingCode: '84' });
    fakePlatform.answer(calls.session.logoutAll, null);
    const { location } = await open(allSet);
    await userEvent.click(screen.getByTestId('security-sign-out-everywhere'));
    const sheet = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    expect(fakePlatform.requests(calls.session.logoutAll)).toHaveLength(0);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign out on every device' }));
    expect(await screen.findByText('You are signed out on every device.')).toBeTruthy();
    expect(fakePlatform.requests(calls.session.logoutAll)).toHaveLength(1);
    await expect.poll(() => location().pathname).toBe('/m/login');
    expect(useSessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('keeps the member signed in here when the platform refuses the sign-out', async () => {
    fakePlatform.answer(calls.session.logoutAll, refuseUnknown('system.error', { status: 503 }));
    const { location } = await open(allSet);
    await userEvent.click(screen.getByTestId('security-sign-out-everywhere'));
    const sheet = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign out on every device' }));
    await expect.poll(() => fakePlatform.requests(calls.session.logoutAll).length).toBe(1);
    expect(location().pathname).toBe(ROUTE);
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
