import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { apiQueryKey } from '@playdeck/api/client';
import { SESSION_STORAGE_KEY } from '@playdeck/session';
import { SetPasswordByPhoneForm } from './set-password-by-phone-form';
import { calls, delayed, fakePlatform, refuse, renderWithApp, type CallOutcome } from '@playdeck/testing';

const session = { token: 'new-token', merchantCode: 'PLAYDECK', userName: 'member01', customerType: 0 as const, firstTimeLogin: false };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The platform: SMS codes are sent; set password answers `setPassword`. */
function platform(setPassword: CallOutcome<typeof calls.session.setPasswordByPhone>) {
  fakePlatform.answer(calls.session.smsNoLogin, () => ({ expirationTime: Date.now() + 60_000 }));
  fakePlatform.answer(calls.session.setPasswordByPhone, setPassword);
}

async function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(apiQueryKey(contract.system.countries), [
    { code: 'VN', name: 'Vietnam', dialingCode: '84' },
    { code: 'TH', name: 'Thailand', dialingCode: '66' },
  ]);
  return renderWithApp(<SetPasswordByPhoneForm />, { history: ['/m/login', '/m/forget'], routePath: '/m/forget', queryClient });
}

const form = () => screen.getByTestId('set-password-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function fillAndSend() {
  fireEvent.change(input('mobileNum'), { target: { value: '900000000' } });
  await userEvent.click(screen.getByTestId('sms-get-code'));
  await waitFor(() => expect(input('verificationCode').disabled).toBe(false));
  fireEvent.change(input('verificationCode'), { target: { value: '123456' } });
  fireEvent.change(input('newPassword'), { target: { value: 'Fresh123' } });
  fireEvent.submit(form());
}

describe('set password by phone', () => {
  it('validates everything on submit; the code input waits for a code', async () => {
    platform(session);
    await renderForm();
    expect(input('verificationCode').disabled).toBe(true);
    fireEvent.submit(form());
    // Spec section 5: the required message is formatted with the minimum length.
    expect(await within(form()).findByText('Please enter your mobile number of at least 6 digits')).toBeTruthy();
    expect(within(form()).getByText('Please enter the verification code')).toBeTruthy();
    expect(within(form()).getByText('Please enter the password')).toBeTruthy();
    expect(fakePlatform.calledIds()).toEqual([]);
  });

  it('asks for the code only with a valid mobile number, with the chosen dialing code', async () => {
    platform(session);
    await renderForm();
    fireEvent.change(input('mobileNum'), { target: { value: '12' } });
    await userEvent.click(screen.getByTestId('sms-get-code'));
    expect(await within(form()).findByText('Please enter a mobile number of at least 6 digits')).toBeTruthy();
    expect(fakePlatform.calledIds()).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '66');
    fireEvent.change(input('mobileNum'), { target: { value: '900000000' } });
    await userEvent.click(screen.getByTestId('sms-get-code'));
    expect(fakePlatform.requests(calls.session.smsNoLogin)).toContainEqual({ body: { mobileNum: '900000000', countryDialingCode: '66' } });
  });

  it('modify.new.old.same clears the password and keeps the code', async () => {
    platform(refuse('modify.new.old.same'));
    await renderForm();
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('New password cannot equal the old one.'));
    expect(input('newPassword').value).toBe('');
    expect(input('verificationCode').value).toBe('123456');
  });

  it('any other failure clears the code and keeps the password', async () => {
    platform(refuse('sms.code.error'));
    await renderForm();
    await fillAndSend();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Verification code error.'));
    expect(input('verificationCode').value).toBe('');
    expect(input('newPassword').value).toBe('Fresh123');
  });

  it('success logs the member in with the answer and goes home', async () => {
    platform(session);
    const { location } = await renderForm();
    await fillAndSend();
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.requests(calls.session.setPasswordByPhone)).toContainEqual({
      body: expect.objectContaining({
        newPassword: 'Fresh123',
        mobileNum: '900000000',
        countryDialingCode: '84',
        verificationCode: '123456',
      }),
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      token: 'new-token',
      merchantCode: 'PLAYDECK',
      userName: 'member01',
      type: 0,
      firstTimeLogin: false,
    });
  });

  it('says it is saving while the platform answers, 15 s at most (spec section 9)', async () => {
    platform(delayed(60_000, session));
    await renderForm();
    fireEvent.change(input('mobileNum'), { target: { value: '900000000' } });
    await userEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(input('verificationCode').disabled).toBe(false));
    fireEvent.change(input('verificationCode'), { target: { value: '123456' } });
    fireEvent.change(input('newPassword'), { target: { value: 'Fresh123' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => fireEvent.submit(form()));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('status').textContent).toContain('Setting your new password…');
      await act(() => vi.advanceTimersByTimeAsync(14_999));
      expect(screen.getByRole('status').textContent).toContain('Setting your new password…');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('status').textContent).not.toContain('Setting your new password…');
    } finally {
      vi.useRealTimers();
    }
  });
});
