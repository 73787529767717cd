import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { postings, members, merchants } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { walletsOutOfBalance } from './testing/ledger-check';

describe('wallet', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const balance = async (token: string, merchant = 'PLAYDECK', language?: string) =>
    valueOf(await callPlatform(platform, contract.wallet.balance, { token, merchant, headers: language ? { language } : {} }));
  // Each call is a new transfer unless the body names its transferId (as the app's retry does).
  let transfers = 0;
  const transfer = (token: string, body: Record<string, unknown>) =>
    callPlatform(platform, contract.wallet.transfer, { token, body: { transferId: `test-transfer-${++transfers}`, ...body } });
  const byCode = (wallet: Awaited<ReturnType<typeof balance>>) =>
    Object.fromEntries(wallet.wallets.map((entry) => [entry.code, entry.balance]));

  it("answers a member's wallets, MAIN first, with the merchant's currency", async () => {
    const { token } = await signIn(platform);
    expect(await balance(token, 'PLAYDECK', 'EN')).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 5_155.75,
      wallets: [
        { code: 'MAIN', name: 'Main wallet', balance: 5_000 },
        { code: 'JL', name: 'JILI', balance: 35.25 },
        { code: 'PG', name: 'PG Soft', balance: 120.5 },
      ],
    });
    expect((await balance(token)).wallets[0]!.name).toBe('Ví chính');
  });

  it('gives each member their own wallet', async () => {
    const a = await signIn(platform, 'member01');
    const b = await signIn(platform, 'agent01');
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    expect((await balance(a.token)).sumBalance).toBe(5_155.75);
    expect((await balance(b.token)).sumBalance).toBe(10_000);
    valueOf(await transfer(a.token, { fromWallet: 'ALL', toWallet: 'MAIN' }));
    valueOf(await transfer(a.token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 5_000 }));
    expect(byCode(await balance(b.token))).toEqual({ MAIN: 10_000 });
    expect(byCode(await balance(lucky.token, 'LUCKYSTAR'))).toEqual({ MAIN: 5_000, JL: 35.25, PG: 120.5 });
  });

  it('opens an empty MAIN wallet for a member who has none', async () => {
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'PLAYDECK'));
    await platform.services.db.insert(members).values({ merchantId: merchant!.id, username: 'newcomer', passwordHash: '-' });
    const { token } = await signIn(platform, 'newcomer');
    expect(await balance(token)).toMatchObject({ sumBalance: 0, wallets: [{ code: 'MAIN', balance: 0 }] });
  });

  it("answers a trial user's free-play credit, credited once", async () => {
    const trial = await signInTrial(platform);
    const first = await balance(trial.token, trial.merchant, 'EN');
    expect(first).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 2_000,
      wallets: [{ code: 'FREEPLAY', name: 'Free play', balance: 2_000 }],
    });
    expect(await balance(trial.token, trial.merchant, 'EN')).toEqual(first);
    expect(await platform.services.db.$count(postings, eq(postings.kind, 'free_play_credit'))).toBe(1);
  });

  it('answers visitors the merchant wallets, and refuses them the member wallet', async () => {
    const merchantWallets = valueOf(await callPlatform(platform, contract.wallet.merchantWallets, { headers: { language: 'EN' } }));
    expect(merchantWallets).toMatchObject({ currency: 'VND', currencySymbol: '₫' });
    expect(merchantWallets.wallets[0]).toEqual({ code: 'MAIN', name: 'Main wallet' });
    expect(merchantWallets.wallets.map((wallet) => wallet.code)).toEqual(expect.arrayContaining(['JL', 'PG', 'SEX', 'BTI', 'AV', 'DS88']));
    expect(new Set(merchantWallets.wallets.map((wallet) => wallet.code)).size).toBe(merchantWallets.wallets.length);
    expect(valueOf(await callPlatform(platform, contract.wallet.merchantWallets, { merchant: 'PLAYDECKtrial' }))).toMatchObject({
      currency: 'VND',
    });
    expect(errorOf(await callPlatform(platform, contract.wallet.balance, {}))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
  });

  it('moves every vendor balance to MAIN, and amounts between wallets', async () => {
    const { token } = await signIn(platform);
    const recalled = valueOf(await transfer(token, { fromWallet: 'ALL', toWallet: 'MAIN' }));
    expect(recalled.sumBalance).toBe(5_155.75);
    expect(byCode(recalled)).toEqual({ MAIN: 5_155.75, JL: 0, PG: 0 });
    const moved = valueOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'SEX', amount: 55.75 }));
    expect(byCode(moved)).toEqual({ MAIN: 5_100, JL: 0, PG: 0, SEX: 55.75 });
    expect(valueOf(await transfer(token, { fromWallet: 'ALL', toWallet: 'MAIN' })).sumBalance).toBe(5_155.75);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('never moves money twice for one transfer id', async () => {
    const { token } = await signIn(platform);
    const body = { transferId: 'transfer-0001', fromWallet: 'MAIN', toWallet: 'PG', amount: 100 };
    valueOf(await transfer(token, body));
    const replays = await Promise.all(Array.from({ length: 5 }, () => transfer(token, body)));
    for (const replay of replays) expect(byCode(valueOf(replay))).toMatchObject({ MAIN: 4_900, PG: 220.5 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses overdrafts, unknown wallets and bad bodies without moving anything', async () => {
    const { token } = await signIn(platform);
    expect(errorOf(await transfer(token, { fromWallet: 'PG', toWallet: 'MAIN', amount: 120.51 })).errorCode).toBe('balance.insufficient');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'NOPE', amount: 1 })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'FREEPLAY', amount: 1 })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'MAIN', amount: 1 })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'PG' })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1.001 })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'PG', amount: -5 })).errorCode).toBe('request_param_err');
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1, transferId: undefined })).errorCode).toBe(
      'request_param_err',
    );
    expect(errorOf(await transfer(token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1, transferId: 'short' })).errorCode).toBe(
      'request_param_err',
    );
    expect(byCode(await balance(token))).toEqual({ MAIN: 5_000, JL: 35.25, PG: 120.5 });
  });

  it('refuses transfers to trial users and visitors', async () => {
    const trial = await signInTrial(platform);
    const body = { fromWallet: 'ALL', toWallet: 'MAIN' };
    expect(
      errorOf(await callPlatform(platform, contract.wallet.transfer, { token: trial.token, merchant: trial.merchant, body })),
    ).toMatchObject({
      status: 403,
      errorCode: 'trial.forbidden',
    });
    expect(errorOf(await callPlatform(platform, contract.wallet.transfer, { body })).errorCode).toBe('user.or.token.invalid');
  });

  it('keeps balances whole under concurrent transfers', async () => {
    const { token } = await signIn(platform);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => transfer(token, { fromWallet: 'MAIN', toWallet: 'PG', amount: 1_000 })),
    );
    expect(results.filter((result) => result.envelope.success)).toHaveLength(5);
    expect(
      results.filter((result) => !result.envelope.success).every((result) => errorOf(result).errorCode === 'balance.insufficient'),
    ).toBe(true);
    expect(byCode(await balance(token))).toEqual({ MAIN: 0, JL: 35.25, PG: 5_120.5 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });
});
