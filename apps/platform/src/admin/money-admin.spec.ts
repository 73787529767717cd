import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { houseBalance, mainBalance, memberWithCard, PAYMENT_PASSWORD } from '../modules/payment-password/testing/money-member';
import { walletsOutOfBalance } from '../modules/wallet/testing/ledger-check';
import { parseCommand } from './cli';

describe('money admin command line', () => {
  it('parses the money commands', () => {
    expect(parseCommand(['deposits', '--merchant', 'PLAYDECK', '--status', 'pending'])).toEqual({
      kind: 'deposits',
      merchant: 'PLAYDECK',
      status: 'PENDING',
    });
    expect(parseCommand(['deposit', 'confirm', 'D20261123000001'])).toEqual({
      kind: 'deposit',
      decision: 'confirm',
      reference: 'D20261123000001',
    });
    expect(parseCommand(['withdrawals'])).toEqual({ kind: 'withdrawals', merchant: undefined, status: undefined });
    expect(parseCommand(['withdraw', 'reject', 'W1'])).toEqual({ kind: 'withdraw', decision: 'reject', reference: 'W1' });
    expect(parseCommand(['template', 'dep_func', '1', '--merchant', 'LUCKYSTAR'])).toEqual({
      kind: 'template',
      flag: 'dep_func',
      value: 1,
      merchant: 'LUCKYSTAR',
    });
    expect(parseCommand(['template', 'mem_cen', 'default'])).toMatchObject({ value: 'default', merchant: undefined });
    expect(parseCommand(['channel', '--merchant', 'PLAYDECK', '--id', 'bank-1', '--min', '20.5', '--enabled', 'off'])).toEqual({
      kind: 'channel',
      change: { merchant: 'PLAYDECK', id: 'bank-1', min: 20.5, max: undefined, enabled: false },
    });
    expect(parseCommand(['limits', '--merchant', 'PLAYDECK', '--daily', '0'])).toEqual({
      kind: 'limits',
      change: { merchant: 'PLAYDECK', min: undefined, max: undefined, daily: 0 },
    });
  });

  it('refuses bad money commands with a reason', () => {
    expect(() => parseCommand(['deposit', 'approve', 'D1'])).toThrow('deposit needs confirm or reject, got approve');
    expect(() => parseCommand(['deposit', 'confirm'])).toThrow('deposit confirm needs one reference');
    expect(() => parseCommand(['withdraw', 'confirm', 'W1'])).toThrow('withdraw needs approve or reject, got confirm');
    expect(() => parseCommand(['deposits', '--status', 'LOST'])).toThrow('--status is PENDING, CONFIRMED, REJECTED, EXPIRED, got LOST');
    expect(() => parseCommand(['withdrawals', '--status', 'EXPIRED'])).toThrow('--status is PENDING, APPROVED, REJECTED, got EXPIRED');
    expect(() => parseCommand(['template', 'deposit', '1'])).toThrow('template needs mem_cen or dep_func, got deposit');
    expect(() => parseCommand(['template', 'mem_cen', '2'])).toThrow('template mem_cen needs 0, 1 or default, got 2');
    expect(() => parseCommand(['channel', '--id', 'bank-1', '--min', '5'])).toThrow('channel needs --merchant CODE and --id CHANNEL');
    expect(() => parseCommand(['channel', '--merchant', 'P', '--id', 'bank-1'])).toThrow('channel needs --min, --max or --enabled');
    expect(() => parseCommand(['channel', '--merchant', 'P', '--id', 'bank-1', '--max', '-3'])).toThrow(
      '--max is a positive amount, got -3',
    );
    expect(() => parseCommand(['limits', '--merchant', 'P', '--daily', '1.5'])).toThrow('--daily is a whole number, got 1.5');
    expect(() => parseCommand(['limits', '--merchant', 'P'])).toThrow('limits needs --min, --max or --daily');
  });
});

describe('money admin over HTTP', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await platform.app.inject({ method, headers: adminHeaders(platform), url: `/__admin${url}`, payload });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; value?: any; errorCode?: string; message?: string },
    };
  };
  const deposit = async (requestId = 'deposit-0001', amount = 300) =>
    valueOf(await callPlatform(platform, contract.deposit.request, { token, body: { requestId, channelId: 'bank-1', amount } }));
  const status = async (reference: string) =>
    valueOf(await callPlatform(platform, contract.deposit.history, { token })).list.find((entry) => entry.reference === reference)!.status;

  it('confirms a deposit once: CASH pays the member, a second confirm is refused', async () => {
    const { reference } = await deposit();
    // The seed's agent tree has confirmed deposits of its own: CASH moves by this one.
    const cashBefore = await houseBalance(platform, 'CASH');
    const listed = await admin('GET', '/deposits?merchant=PLAYDECK&status=PENDING');
    expect(listed.body.value).toEqual([expect.objectContaining({ reference, username: 'member01', amount: 300, status: 'PENDING' })]);
    const confirmed = await admin('POST', '/deposit', { reference, decision: 'confirm' });
    expect(confirmed.body).toMatchObject({ success: true, value: { reference, status: 'CONFIRMED' } });
    expect(await mainBalance(platform, token)).toBe(5_300);
    expect(await houseBalance(platform, 'CASH')).toBe(cashBefore - 300_00);
    expect(await status(reference)).toBe('CONFIRMED');
    const history = valueOf(await callPlatform(platform, contract.deposit.history, { token })).list[0]!;
    expect(history.decidedAt).toBe(platform.clock.now.getTime());
    for (const decision of ['confirm', 'reject']) {
      const again = await admin('POST', '/deposit', { reference, decision });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, message: `deposit ${reference} is already CONFIRMED` });
    }
    expect(await mainBalance(platform, token)).toBe(5_300);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('moves the money once when two confirms race', async () => {
    const { reference } = await deposit();
    const [first, second] = await Promise.all([
      admin('POST', '/deposit', { reference, decision: 'confirm' }),
      admin('POST', '/deposit', { reference, decision: 'confirm' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await mainBalance(platform, token)).toBe(5_300);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('rejects a deposit without moving money; unknown and expired references are refused clearly', async () => {
    const { reference } = await deposit();
    expect((await admin('POST', '/deposit', { reference, decision: 'reject' })).body.value.status).toBe('REJECTED');
    expect(await status(reference)).toBe('REJECTED');
    expect(await mainBalance(platform, token)).toBe(5_000);
    const unknown = await admin('POST', '/deposit', { reference: 'D00000000999999', decision: 'confirm' });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'not.found', message: 'no deposit D00000000999999' } });
    const late = await deposit('deposit-0002');
    platform.clock.advance(30 * 60_000);
    const expired = await admin('POST', '/deposit', { reference: late.reference, decision: 'confirm' });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toContain('EXPIRED');
    expect((await admin('GET', '/deposits?status=EXPIRED')).body.value.map((row: { reference: string }) => row.reference)).toEqual([
      late.reference,
    ]);
    expect((await admin('POST', '/deposit', { reference, decision: 'maybe' })).status).toBe(400);
    expect((await admin('GET', '/deposits?merchant=NOPE')).status).toBe(404);
  });

  it('approves a withdrawal once (held → paid out) and rejects another (held → back to MAIN)', async () => {
    const cardId = await memberWithCard(platform, token);
    const request = async (requestId: string, amount: number) =>
      valueOf(
        await callPlatform(platform, contract.withdraw.request, {
          token,
          body: { requestId, bankCardId: cardId, amount, paymentPassword: PAYMENT_PASSWORD },
        }),
      );
    const paid = await request('withdraw-0001', 1_000);
    const returned = await request('withdraw-0002', 400);
    expect(await mainBalance(platform, token)).toBe(3_600);
    expect((await admin('GET', '/withdrawals?status=PENDING')).body.value).toHaveLength(2);
    const [approve, raced] = await Promise.all([
      admin('POST', '/withdrawal', { reference: paid.reference, decision: 'approve' }),
      admin('POST', '/withdrawal', { reference: paid.reference, decision: 'approve' }),
    ]);
    expect([approve.status, raced.status].sort()).toEqual([200, 409]);
    expect((await admin('POST', '/withdrawal', { reference: returned.reference, decision: 'reject' })).body.value.status).toBe('REJECTED');
    expect((await admin('POST', '/withdrawal', { reference: returned.reference, decision: 'approve' })).body.message).toBe(
      `withdrawal ${returned.reference} is already REJECTED`,
    );
    expect(await mainBalance(platform, token)).toBe(4_000);
    expect(await houseBalance(platform, 'WITHDRAWALS_HELD')).toBe(0);
    expect(await houseBalance(platform, 'PAYOUTS')).toBe(1_000_00);
    const history = valueOf(await callPlatform(platform, contract.withdraw.history, { token })).list;
    expect(history.map((entry) => [entry.reference, entry.status])).toEqual([
      [returned.reference, 'REJECTED'],
      [paid.reference, 'APPROVED'],
    ]);
    expect((await admin('POST', '/withdrawal', { reference: 'W404', decision: 'approve' })).status).toBe(404);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('changes a deposit channel and the withdrawal limits the member sees', async () => {
    const channel = await admin('POST', '/channel', { merchant: 'PLAYDECK', id: 'bank-1', min: 200, max: 300.5 });
    expect(channel.body.value).toEqual({ merchant: 'PLAYDECK', id: 'bank-1', type: 'BANK_TRANSFER', enabled: true, min: 200, max: 300.5 });
    const channels = valueOf(await callPlatform(platform, contract.deposit.channels, { token })).channels;
    expect(channels[0]).toMatchObject({ id: 'bank-1', min: 200, max: 300.5 });
    expect(channels[0]!.quickAmounts).toEqual([]);
    expect(
      errorOf(
        await callPlatform(platform, contract.deposit.request, {
          token,
          body: { requestId: 'deposit-0009', channelId: 'bank-1', amount: 301 },
        }),
      ).errorCode,
    ).toBe('deposit.amount.out.of.range');
    await admin('POST', '/channel', { merchant: 'PLAYDECK', id: 'qr-1', enabled: false });
    expect(valueOf(await callPlatform(platform, contract.deposit.channels, { token })).channels.map((entry) => entry.id)).toEqual([
      'bank-1',
      'ewallet-1',
    ]);
    expect((await admin('POST', '/channel', { merchant: 'PLAYDECK', id: 'bank-1', min: 400 })).body.message).toBe(
      'min 400 is above max 300.5',
    );
    expect((await admin('POST', '/channel', { merchant: 'PLAYDECK', id: 'bank-9', min: 1 })).status).toBe(404);
    expect((await admin('POST', '/channel', { merchant: 'PLAYDECK', id: 'bank-1', min: 1.001 })).status).toBe(400);

    expect((await admin('POST', '/limits', { merchant: 'PLAYDECK', min: 150, daily: 1 })).body.value).toEqual({
      merchant: 'PLAYDECK',
      min: 150,
      max: 50_000,
      daily: 1,
    });
    expect(valueOf(await callPlatform(platform, contract.withdraw.settings, { token }))).toMatchObject({ min: 150, dailyCount: 1 });
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    expect(valueOf(await callPlatform(platform, contract.withdraw.settings, { token: lucky.token, merchant: 'LUCKYSTAR' }))).toMatchObject({
      min: 100,
      dailyCount: 3,
    });
    expect((await admin('POST', '/limits', { merchant: 'PLAYDECK', max: 100 })).status).toBe(400);
    expect((await admin('POST', '/limits', { merchant: 'PLAYDECK', daily: -1 })).status).toBe(400);
  });

  it('overrides the mobile template flags of /wps/system/status until set back to default', async () => {
    const template = async (merchant: string) =>
      valueOf(await callPlatform(platform, contract.system.status, { merchant })).info.mobileTemplate;
    const before = await template('PLAYDECK');
    const lucky = await template('LUCKYSTAR');
    const flipped = before.dep_func === 1 ? 0 : 1;
    const set = await admin('POST', '/template', { flag: 'dep_func', value: flipped, merchant: 'PLAYDECK' });
    expect(set.body.value).toEqual([{ merchant: 'PLAYDECK', overrides: { dep_func: flipped } }]);
    expect(await template('PLAYDECK')).toEqual({ ...before, dep_func: flipped });
    expect(await template('PLAYDECKtrial')).toEqual({ ...before, dep_func: flipped });
    expect(await template('LUCKYSTAR')).toEqual(lucky);
    await admin('POST', '/template', { flag: 'mem_cen', value: 1 });
    expect((await template('LUCKYSTAR')).mem_cen).toBe(1);
    await admin('POST', '/template', { flag: 'dep_func', value: 'default', merchant: 'PLAYDECK' });
    expect((await template('PLAYDECK')).dep_func).toBe(before.dep_func);
    expect((await admin('POST', '/template', { flag: 'dep_func', value: 2 })).status).toBe(400);
  });

  it('is not reachable from another machine', async () => {
    const remote = await platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: '/__admin/deposits',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });
});
