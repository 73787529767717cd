import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { PAYMENT_PASSWORD_LOCK_MS } from './payment-password';
import { PAYMENT_PASSWORD, setFirstPaymentPassword } from './testing/money-member';

describe('payment password', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const set = (body: Record<string, unknown>, as = token) => callPlatform(platform, contract.paymentPassword.set, { token: as, body });
  const change = (oldPaymentPassword: string, newPaymentPassword = '135790') =>
    set({ oldPaymentPassword, newPaymentPassword, confirmPaymentPassword: newPaymentPassword });
  const hasPaymentPassword = async () => valueOf(await callPlatform(platform, contract.bankCard.list, { token })).hasPaymentPassword;

  it('is set the first time with the login password', async () => {
    expect(await hasPaymentPassword()).toBe(false);
    const wrong = await set({ loginPassword: 'not-it', newPaymentPassword: '111222', confirmPaymentPassword: '111222' });
    expect(errorOf(wrong).errorCode).toBe('user.or.password.wrong');
    expect(await hasPaymentPassword()).toBe(false);
    valueOf(await set({ loginPassword: DEMO_PASSWORD, newPaymentPassword: '111222', confirmPaymentPassword: '111222' }));
    expect(await hasPaymentPassword()).toBe(true);
  });

  it('is changed afterwards with the current payment password, not the login password', async () => {
    await setFirstPaymentPassword(platform, token);
    const withLogin = await set({ loginPassword: DEMO_PASSWORD, newPaymentPassword: '111222', confirmPaymentPassword: '111222' });
    expect(errorOf(withLogin)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'oldPaymentPassword' } });
    expect(errorOf(await change('000000'))).toMatchObject({ errorCode: 'payment.password.wrong', value: { attemptsLeft: 4 } });
    expect(errorOf(await change(PAYMENT_PASSWORD, PAYMENT_PASSWORD)).errorCode).toBe('modify.new.old.same');
    valueOf(await change(PAYMENT_PASSWORD, '135790'));
    expect(errorOf(await change(PAYMENT_PASSWORD)).errorCode).toBe('payment.password.wrong');
    valueOf(await change('135790', '975310'));
  });

  it('refuses bodies the contract refuses, and trial users', async () => {
    expect(
      errorOf(await set({ loginPassword: DEMO_PASSWORD, newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).errorCode,
    ).toBe('request_param_err');
    expect(
      errorOf(await set({ loginPassword: DEMO_PASSWORD, newPaymentPassword: '123456', confirmPaymentPassword: '654321' })).errorCode,
    ).toBe('request_param_err');
    expect(errorOf(await set({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).errorCode).toBe('request_param_err');
    const trial = await signInTrial(platform);
    const body = { loginPassword: DEMO_PASSWORD, newPaymentPassword: '123456', confirmPaymentPassword: '123456' };
    expect(
      errorOf(await callPlatform(platform, contract.paymentPassword.set, { token: trial.token, merchant: trial.merchant, body })).errorCode,
    ).toBe('trial.forbidden');
  });

  it('locks after five wrong payment passwords, counting across calls, until the lock time passes', async () => {
    await setFirstPaymentPassword(platform, token);
    expect(errorOf(await change('000001')).value).toEqual({ attemptsLeft: 4 });
    expect(errorOf(await change('000002')).value).toEqual({ attemptsLeft: 3 });
    const card = await callPlatform(platform, contract.bankCard.add, {
      token,
      body: { bankCode: 'VCB', cardNumber: '4111111111111111', payeeName: 'Nguyen Van A', paymentPassword: '000003' },
    });
    expect(errorOf(card).value).toEqual({ attemptsLeft: 2 });
    expect(errorOf(await change('000004')).value).toEqual({ attemptsLeft: 1 });
    const locked = errorOf(await change('000005'));
    const lockedUntil = platform.clock.now.getTime() + PAYMENT_PASSWORD_LOCK_MS;
    expect(locked).toMatchObject({ errorCode: 'payment.password.locked', value: { lockedUntil } });
    // While locked even the right password is refused, and the settings say until when.
    expect(errorOf(await change(PAYMENT_PASSWORD))).toMatchObject({ errorCode: 'payment.password.locked', value: { lockedUntil } });
    expect(valueOf(await callPlatform(platform, contract.withdraw.settings, { token })).lockedUntil).toBe(lockedUntil);
    platform.clock.advance(PAYMENT_PASSWORD_LOCK_MS - 1);
    expect(errorOf(await change(PAYMENT_PASSWORD)).errorCode).toBe('payment.password.locked');
    platform.clock.advance(1);
    expect(valueOf(await callPlatform(platform, contract.withdraw.settings, { token })).lockedUntil).toBeNull();
    expect(errorOf(await change('000006')).value).toEqual({ attemptsLeft: 4 });
    valueOf(await change(PAYMENT_PASSWORD));
  });

  it('forgives earlier wrong tries after a right one', async () => {
    await setFirstPaymentPassword(platform, token);
    for (const wrong of ['000001', '000002', '000003', '000004']) errorOf(await change(wrong));
    valueOf(await change(PAYMENT_PASSWORD, '135790'));
    expect(errorOf(await change('000005')).value).toEqual({ attemptsLeft: 4 });
  });
});
