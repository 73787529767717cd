import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { and, eq } from 'drizzle-orm';
import { depositChannels, deposits, merchants } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { MAX_PENDING_DEPOSITS } from './deposits';

describe('deposit', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  const request = (body: Record<string, unknown>, as = token) => callPlatform(platform, contract.deposit.request, { token: as, body });
  const history = (as = token, query: Record<string, unknown> = {}) =>
    callPlatform(platform, contract.deposit.history, { token: as, query });
  const mainBalance = async () =>
    valueOf(await callPlatform(platform, contract.wallet.balance, { token })).wallets.find((wallet) => wallet.code === 'MAIN')!.balance;

  it("answers the merchant's channels in the member's language", async () => {
    const value = valueOf(await callPlatform(platform, contract.deposit.channels, { token, headers: { language: 'EN' } }));
    expect(value.currency).toBe('VND');
    expect(value.channels.map((channel) => [channel.id, channel.type])).toEqual([
      ['bank-1', 'BANK_TRANSFER'],
      ['ewallet-1', 'E_WALLET'],
      ['qr-1', 'QR'],
    ]);
    const [bank, wallet, qr] = value.channels;
    expect(bank).toMatchObject({ name: 'Bank transfer', min: 50, max: 100_000, expiryMinutes: 30, payTo: { bankName: 'Vietcombank' } });
    expect(bank!.payTo.accountNumber).toMatch(/^\d{10}$/);
    expect(wallet!.payTo.provider).toBe('MoMo');
    expect(qr!.payTo.qrPayload).toContain(bank!.payTo.accountNumber);
    for (const channel of value.channels) for (const amount of channel.quickAmounts) expect(amount).toBeGreaterThanOrEqual(channel.min);
    const vietnamese = valueOf(await callPlatform(platform, contract.deposit.channels, { token, headers: { language: 'TY' } }));
    expect(vietnamese.channels[0]!.name).toBe('Chuyển khoản ngân hàng');
  });

  it('opens a pending deposit with a reference and expiry, moving no money', async () => {
    const before = await mainBalance();
    const deposit = valueOf(await request({ requestId: 'deposit-0001', channelId: 'bank-1', amount: 250.5 }));
    const now = platform.clock.now.getTime();
    expect(deposit).toMatchObject({
      channelId: 'bank-1',
      channelType: 'BANK_TRANSFER',
      amount: 250.5,
      status: 'PENDING',
      createdAt: now,
      expiresAt: now + 30 * 60_000,
      decidedAt: null,
    });
    expect(deposit.reference).toMatch(/^D\d{8}\d{6,}$/);
    expect(deposit.referenceCode).toMatch(/^[A-Z2-9]{6}$/);
    expect(await mainBalance()).toBe(before);
    expect(valueOf(await history()).list).toEqual([deposit]);
  });

  it('applies a request id once: a repeat answers the same deposit, another body is refused', async () => {
    const body = { requestId: 'deposit-0002', channelId: 'qr-1', amount: 100 };
    const first = valueOf(await request(body));
    const repeats = await Promise.all([request(body), request(body), request(body)]);
    for (const repeat of repeats) expect(valueOf(repeat)).toEqual(first);
    expect(errorOf(await request({ ...body, amount: 101 })).errorCode).toBe('request.id.reused');
    expect(errorOf(await request({ ...body, channelId: 'bank-1' })).errorCode).toBe('request.id.reused');
    expect(await platform.services.db.$count(deposits, eq(deposits.memberId, memberId))).toBe(1);
    // Another member's same request id is their own.
    const other = (await signIn(platform, 'agent01')).token;
    expect(valueOf(await request(body, other)).reference).not.toBe(first.reference);
  });

  it('refuses amounts outside the channel, unknown or disabled channels', async () => {
    expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'bank-1', amount: 49.99 })).errorCode).toBe(
      'deposit.amount.out.of.range',
    );
    expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'bank-1', amount: 100_000.01 })).errorCode).toBe(
      'deposit.amount.out.of.range',
    );
    expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'nope', amount: 100 })).errorCode).toBe(
      'deposit.channel.unavailable',
    );
    await platform.services.db.update(depositChannels).set({ enabled: false }).where(eq(depositChannels.code, 'ewallet-1'));
    expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'ewallet-1', amount: 100 })).errorCode).toBe(
      'deposit.channel.unavailable',
    );
    const channels = valueOf(await callPlatform(platform, contract.deposit.channels, { token })).channels;
    expect(channels.map((channel) => channel.id)).toEqual(['bank-1', 'qr-1']);
    expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'bank-1', amount: 1e12 })).errorCode).toBe(
      'deposit.amount.out.of.range',
    );
    // Past MAX_AMOUNT the contract's money schema refuses it at the edge, before any channel is read.
    for (const amount of [1e15, 1e21, Number.MAX_SAFE_INTEGER]) {
      expect(errorOf(await request({ requestId: 'deposit-0003', channelId: 'bank-1', amount })).errorCode).toBe('request_param_err');
    }
    expect(await platform.services.db.$count(deposits, eq(deposits.memberId, memberId))).toBe(0);
  });

  it('refuses bad bodies and trial users without a 500', async () => {
    for (const body of [
      {},
      { requestId: 'short', channelId: 'bank-1', amount: 100 },
      { requestId: 'deposit-0004', channelId: 'bank-1', amount: -5 },
      { requestId: 'deposit-0004', channelId: 'bank-1', amount: 1.001 },
      { requestId: 'deposit-0004', channelId: '', amount: 100 },
      { requestId: 'deposit-0004', channelId: 'bank-1', amount: '100' },
    ]) {
      expect(errorOf(await request(body))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    const trial = await signInTrial(platform);
    const refused = await callPlatform(platform, contract.deposit.channels, { token: trial.token, merchant: trial.merchant });
    expect(errorOf(refused).errorCode).toBe('trial.forbidden');
    expect(errorOf(await callPlatform(platform, contract.deposit.history, {})).errorCode).toBe('user.or.token.invalid');
  });

  it(`allows ${MAX_PENDING_DEPOSITS} unpaid requests at once; expired ones read EXPIRED and no longer count`, async () => {
    for (let index = 0; index < MAX_PENDING_DEPOSITS; index++) {
      valueOf(await request({ requestId: `deposit-1${index}00`, channelId: 'qr-1', amount: 100 }));
    }
    expect(errorOf(await request({ requestId: 'deposit-2000', channelId: 'qr-1', amount: 100 })).errorCode).toBe('deposit.pending.limit');
    platform.clock.advance(15 * 60_000);
    expect(valueOf(await history()).list.map((deposit) => deposit.status)).toEqual(Array(MAX_PENDING_DEPOSITS).fill('EXPIRED'));
    expect(valueOf(await request({ requestId: 'deposit-2000', channelId: 'qr-1', amount: 100 })).status).toBe('PENDING');
  });

  it("pages a member's own deposits, newest first", async () => {
    for (let index = 0; index < 3; index++) {
      valueOf(await request({ requestId: `deposit-3${index}00`, channelId: 'bank-1', amount: 100 + index }));
      platform.clock.advance(1_000);
    }
    const first = valueOf(await history(token, { pageNo: 1, pageSize: 2 }));
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.list.map((deposit) => deposit.amount)).toEqual([102, 101]);
    expect(valueOf(await history(token, { pageNo: 2, pageSize: 2 })).list.map((deposit) => deposit.amount)).toEqual([100]);
    const other = (await signIn(platform, 'agent01')).token;
    expect(valueOf(await history(other))).toEqual({ list: [], pageNum: 1, totalPages: 0 });
  });

  it("uses each merchant's own channels", async () => {
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'LUCKYSTAR'));
    await platform.services.db
      .update(depositChannels)
      .set({ enabled: false })
      .where(and(eq(depositChannels.merchantId, merchant!.id), eq(depositChannels.code, 'bank-1')));
    const call = (as: string, merchantCode: string) =>
      callPlatform(platform, contract.deposit.request, {
        token: as,
        merchant: merchantCode,
        body: { requestId: 'deposit-4000', channelId: 'bank-1', amount: 100 },
      });
    expect(errorOf(await call(lucky.token, 'LUCKYSTAR')).errorCode).toBe('deposit.channel.unavailable');
    expect(valueOf(await call(token, 'PLAYDECK')).status).toBe('PENDING');
  });
});
