import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, demoMemberSession, demoSecuritySummary, fakePlatform, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import SecurityCenterScreen from '../hub/security-center-screen';
import BindEmailScreen from './bind-email-screen';

const ROUTE = '/m/member/bindEmail';
const HUB = '/m/securityCenter';

const form = () => screen.getByTestId('bind-email-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join(' ');
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

async function open() {
  const view = await renderWithApp(<BindEmailScreen />, {
    path: ROUTE,
    routePath: ROUTE,
    session: demoMemberSession,
    routes: { [HUB]: <SecurityCenterScreen /> },
  });
  await screen.findByTestId('bind-email-form');
  return view;
}

describe('bind e-mail', () => {
  it('says nothing is bound yet', async () => {
    await open();
    expect(screen.getByTestId('bind-email-current').textContent).toBe('Nothing is bound yet.');
  });

  it('checks the address before sending a code, and the code input waits for one', async () => {
    await open();
    expect(input('verificationCode').disabled).toBe(true);
    type('email', 'not-an-address');
    await userEvent.click(screen.getByTestId('sms-get-code'));
    expect(errorOf('email')).toBe('Incorrect email address');
    expect(fakePlatform.requests(calls.security.emailCode)).toEqual([]);
  });

  it('sends a code, binds with it and shows the new address on the security centre', async () => {
    fakePlatform.answer(calls.security.bindEmail, { ...demoSecuritySummary, email: 'ne•••@example.com' });
    const { location } = await open();
    type('email', ' new.member@example.com ');
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(fakePlatform.requests(calls.security.emailCode)).toEqual([{ body: { email: 'new.member@example.com' } }]));
    expect(await screen.findByTestId('sms-countdown')).toBeTruthy();
    type('verificationCode', '123456');
    // The hub reads the summary again when it opens: the platform's answer now has the address too.
    fakePlatform.answer(calls.security.summary, { ...demoSecuritySummary, email: 'ne•••@example.com' });
    await userEvent.click(screen.getByTestId('bind-email-submit'));
    await waitFor(() => expect(location().pathname).toBe(HUB));
    expect(fakePlatform.requests(calls.security.bindEmail)).toEqual([
      { body: { email: 'new.member@example.com', verificationCode: '123456' } },
    ]);
    expect((await screen.findByTestId('row-email')).textContent).toContain('ne•••@example.com');
  });

  it('shows a wrong code on the code field and stays', async () => {
    fakePlatform.answer(calls.security.bindEmail, refuse('sms.code.error'));
    const { location } = await open();
    type('email', 'new.member@example.com');
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await screen.findByTestId('sms-countdown');
    type('verificationCode', '654321');
    await userEvent.click(screen.getByTestId('bind-email-submit'));
    await waitFor(() => expect(errorOf('verificationCode')).toBe('Verification code error.'));
    expect(location().pathname).toBe(ROUTE);
  });

  it('says when codes are asked for too often', async () => {
    fakePlatform.answer(calls.security.emailCode, refuse('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: 30 } }));
    await open();
    type('email', 'new.member@example.com');
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(alerts()).toContain('Too many attempts. Please try again in 1 min.'));
    expect(input('verificationCode').disabled).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    fakePlatform.answer(calls.security.summary, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<BindEmailScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('bind-email-error');
    fakePlatform.answer(calls.security.summary, demoSecuritySummary);
    await userEvent.click(screen.getByTestId('bind-email-retry'));
    expect(await screen.findByTestId('bind-email-form')).toBeTruthy();
  });
});
