import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { bankCards, merchants, withdrawals, withdrawLimits } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import {
  cardNumber,
  houseBalance,
  mainBalance,
  memberWithCard,
  PAYMENT_PASSWORD,
  setFirstPaymentPassword,
} from '../payment-password/testing/money-member';
import { walletsOutOfBalance } from '../wallet/testing/ledger-check';

describe('withdraw', () => {
  let platform: TestPlatform;
  let token: string;
  let cardId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const withdraw = (body: Record<string, unknown>, as = token) =>
    callPlatform(platform, contract.withdraw.request, {
      token: as,
      body: { requestId: 'withdraw-0001', bankCardId: cardId, amount: 500, paymentPassword: PAYMENT_PASSWORD, ...body },
    });
  const settings = async (as = token) => valueOf(await callPlatform(platform, contract.withdraw.settings, { token: as }));
  const history = (as = token) => callPlatform(platform, contract.withdraw.history, { token: as });

  it("answers the merchant's limits, the MAIN balance and the payment password state", async () => {
    expect(await settings()).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      withdrawable: 5_000,
      min: 100,
      max: 50_000,
      dailyCount: 3,
      usedToday: 0,
      hasPaymentPassword: false,
      lockedUntil: null,
    });
    await setFirstPaymentPassword(platform, token);
    expect((await settings()).hasPaymentPassword).toBe(true);
  });

  it('holds the amount while pending: MAIN goes down, the house holds it', async () => {
    cardId = await memberWithCard(platform, token);
    const withdrawal = valueOf(await withdraw({ amount: 1_250.75 }));
    expect(withdrawal).toEqual({
      reference: expect.stringMatching(/^W\d{14,}$/),
      amount: 1_250.75,
      status: 'PENDING',
      bankName: 'Vietcombank',
      maskedNumber: `•••• ${cardNumber('970436001234567').slice(-4)}`,
      createdAt: platform.clock.now.getTime(),
      decidedAt: null,
    });
    expect(await mainBalance(platform, token)).toBe(3_749.25);
    expect(await houseBalance(platform, 'WITHDRAWALS_HELD')).toBe(1_250_75);
    expect(await settings()).toMatchObject({ withdrawable: 3_749.25, usedToday: 1 });
    expect(valueOf(await history()).list).toEqual([withdrawal]);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('applies a request id once, even concurrently: one hold, the same withdrawal answered', async () => {
    cardId = await memberWithCard(platform, token);
    const results = await Promise.all(Array.from({ length: 4 }, () => withdraw({})));
    const answers = results.map((result) => valueOf(result));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await mainBalance(platform, token)).toBe(4_500);
    expect(await platform.services.db.$count(withdrawals)).toBe(1);
    expect(errorOf(await withdraw({ amount: 501 })).errorCode).toBe('request.id.reused');
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses amounts outside the limits and more than the MAIN balance, holding nothing', async () => {
    cardId = await memberWithCard(platform, token);
    expect(errorOf(await withdraw({ amount: 99.99 })).errorCode).toBe('withdraw.amount.below.min');
    expect(errorOf(await withdraw({ amount: 50_000.01 })).errorCode).toBe('withdraw.amount.above.max');
    expect(errorOf(await withdraw({ amount: 5_000.01 })).errorCode).toBe('balance.insufficient');
    expect(errorOf(await withdraw({ amount: 1e12 })).errorCode).toBe('withdraw.amount.above.max');
    // Past MAX_AMOUNT the contract's money schema refuses it at the edge.
    for (const amount of [1e21, Number.MAX_SAFE_INTEGER]) expect(errorOf(await withdraw({ amount })).errorCode).toBe('request_param_err');
    expect(errorOf(await withdraw({ bankCardId: Number.MAX_SAFE_INTEGER })).errorCode).toBe('bankcard.not.found');
    expect(await mainBalance(platform, token)).toBe(5_000);
    expect(await platform.services.db.$count(withdrawals)).toBe(0);
    valueOf(await withdraw({ amount: 5_000 }));
    expect(await mainBalance(platform, token)).toBe(0);
  });

  it('never holds more than the MAIN balance, even for concurrent requests', async () => {
    cardId = await memberWithCard(platform, token);
    await platform.services.db.update(withdrawLimits).set({ dailyCount: 20 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => withdraw({ requestId: `withdraw-c00${index}`, amount: 1_000 })),
    );
    expect(results.filter((result) => result.envelope.success)).toHaveLength(5);
    for (const result of results.filter((entry) => !entry.envelope.success)) expect(errorOf(result).errorCode).toBe('balance.insufficient');
    expect(await mainBalance(platform, token)).toBe(0);
    expect(await houseBalance(platform, 'WITHDRAWALS_HELD')).toBe(5_000_00);
    expect(await platform.services.db.$count(withdrawals)).toBe(5);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('allows the daily count per UTC day', async () => {
    cardId = await memberWithCard(platform, token);
    for (const requestId of ['withdraw-a001', 'withdraw-a002', 'withdraw-a003']) valueOf(await withdraw({ requestId, amount: 100 }));
    expect(errorOf(await withdraw({ requestId: 'withdraw-a004', amount: 100 })).errorCode).toBe('withdraw.daily.count.exceeded');
    expect((await settings()).usedToday).toBe(3);
    platform.clock.advance(24 * 3_600_000);
    token = (await signIn(platform)).token;
    expect((await settings()).usedToday).toBe(0);
    valueOf(await withdraw({ requestId: 'withdraw-a004', amount: 100 }));
  });

  it('needs the payment password; wrong ones count toward the lock', async () => {
    cardId = await memberWithCard(platform, token);
    expect(errorOf(await withdraw({ paymentPassword: '000000' }))).toMatchObject({
      errorCode: 'payment.password.wrong',
      value: { attemptsLeft: 4 },
    });
    for (const attemptsLeft of [3, 2, 1]) expect(errorOf(await withdraw({ paymentPassword: '000000' })).value).toEqual({ attemptsLeft });
    expect(errorOf(await withdraw({ paymentPassword: '000000' })).errorCode).toBe('payment.password.locked');
    expect(errorOf(await withdraw({})).errorCode).toBe('payment.password.locked');
    expect(await mainBalance(platform, token)).toBe(5_000);
    platform.clock.advance(30 * 60_000);
    expect(valueOf(await withdraw({})).status).toBe('PENDING');
  });

  it('asks for a payment password before any is set', async () => {
    const { memberId } = await signIn(platform);
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'PLAYDECK'));
    // A card bound before payment passwords existed (written straight to the table).
    const [card] = await platform.services.db
      .insert(bankCards)
      .values({
        merchantId: merchant!.id,
        memberId,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        numberHash: 'legacy',
        last4: '1234',
        payeeName: 'A B',
        createdAt: platform.clock.now,
      })
      .returning();
    cardId = card!.id;
    expect(errorOf(await withdraw({})).errorCode).toBe('payment.password.required');
    expect(await mainBalance(platform, token)).toBe(5_000);
  });

  it("never lets a member use or see another member's card or withdrawals", async () => {
    const other = (await signIn(platform, 'agent01')).token;
    const otherCard = await memberWithCard(platform, other, cardNumber('411111111111111'));
    cardId = await memberWithCard(platform, token);
    expect(errorOf(await withdraw({ bankCardId: otherCard }))).toMatchObject({ status: 404, errorCode: 'bankcard.not.found' });
    expect(errorOf(await withdraw({ bankCardId: 987_654 })).errorCode).toBe('bankcard.not.found');
    valueOf(await withdraw({}));
    expect(valueOf(await history(other)).list).toEqual([]);
    expect(valueOf(await history()).list).toHaveLength(1);
  });

  it('refuses bad bodies and trial users without a 500', async () => {
    cardId = await memberWithCard(platform, token);
    for (const body of [
      { amount: 0 },
      { amount: -1 },
      { amount: 100.001 },
      { bankCardId: 0 },
      { bankCardId: 'x' },
      { paymentPassword: '12345' },
      { requestId: 'no spaces allowed' },
    ]) {
      expect(errorOf(await withdraw(body))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    const trial = await signInTrial(platform);
    expect(
      errorOf(await callPlatform(platform, contract.withdraw.settings, { token: trial.token, merchant: trial.merchant })).errorCode,
    ).toBe('trial.forbidden');
  });
});
