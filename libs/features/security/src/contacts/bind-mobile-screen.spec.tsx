import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, demoMemberSession, demoSecuritySummary, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import BindMobileScreen from './bind-mobile-screen';

const ROUTE = '/m/member/bindMobile';

const form = () => screen.getByTestId('bind-mobile-form');
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
  const view = await renderWithApp(<BindMobileScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession });
  await screen.findByTestId('bind-mobile-form');
  return view;
}

async function askForCode(mobileNum: string) {
  type('mobileNum', mobileNum);
  await userEvent.click(screen.getByTestId('sms-get-code'));
}

describe('bind mobile number', () => {
  it('shows the number bound now, masked', async () => {
    await open();
    expect(screen.getByTestId('bind-mobile-current').textContent).toBe(`Bound now: ${demoSecuritySummary.mobile}`);
  });

  it('checks the number before sending a code', async () => {
    await open();
    await askForCode('12a');
    expect(errorOf('mobileNum')).toBe('Please enter a mobile number of at least 6 digits');
    expect(fakePlatform.requests(calls.security.mobileCode)).toEqual([]);
  });

  it('sends the code to the number with its country code, then binds with the code', async () => {
    const { location } = await open();
    await waitFor(() => expect(screen.getByTestId('bind-mobile-dialing-code').textContent).toContain('(+84)'));
    await askForCode('912345678');
    await waitFor(() =>
      expect(fakePlatform.requests(calls.security.mobileCode)).toEqual([{ body: { countryDialingCode: '84', mobileNum: '912345678' } }]),
    );
    await screen.findByTestId('sms-countdown');
    type('verificationCode', '123456');
    await userEvent.click(screen.getByTestId('bind-mobile-submit'));
    await waitFor(() => expect(location().pathname).toBe('/m/securityCenter'));
    expect(fakePlatform.requests(calls.security.bindMobile)).toEqual([
      { body: { countryDialingCode: '84', mobileNum: '912345678', verificationCode: '123456' } },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Mobile number bound');
  });

  it('shows a number another member holds on the number field', async () => {
    fakePlatform.answer(calls.security.mobileCode, refuse('mobile.exists'));
    await open();
    await askForCode('912345678');
    await waitFor(() => expect(alerts()).toContain('Sorry, the mobile number already exists.'));
    fakePlatform.answer(calls.security.mobileCode, { expirationTime: Date.now() + 60_000 });
    fakePlatform.answer(calls.security.bindMobile, refuse('mobile.exists'));
    await askForCode('912345679');
    await screen.findByTestId('sms-countdown');
    type('verificationCode', '123456');
    await userEvent.click(screen.getByTestId('bind-mobile-submit'));
    await waitFor(() => expect(errorOf('mobileNum')).toBe('Sorry, the mobile number already exists.'));
  });
});
