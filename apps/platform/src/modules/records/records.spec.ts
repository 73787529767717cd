import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type RecordType } from '@playdeck/api';
import { and, eq } from 'drizzle-orm';
import { members, merchants } from '../../db/schema';
import { decideDeposit, decideWithdrawal } from '../../admin/money-actions';
import { creditMember } from '../../admin/wallet-actions';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { launchAndOpen, spin } from '../games/testing/launch-game';
import { signIn, signInTrial } from '../../testing/sign-in';
import { memberWithCard, PAYMENT_PASSWORD } from '../payment-password/testing/money-member';
import { post, type HouseAccount, type LedgerKind } from '../wallet/ledger';
import { ensureWallet } from '../wallet/wallets';

const DAY = 24 * 60 * 60 * 1000;

describe('account records', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  let start: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    // type04 opens with 1,000.00 in MAIN (a seed entry, before this test's clock).
    ({ token, memberId } = await signIn(platform, 'type04'));
    platform.clock.advance(60_000);
    start = platform.clock.now.getTime();
  });

  const now = () => platform.clock.now.getTime();
  const records = (query: Record<string, unknown>, as = token) => callPlatform(platform, contract.records.list, { token: as, query });
  const listed = async (query: Record<string, unknown> = {}, as = token) =>
    valueOf(await records({ from: start, to: now() + 1, pageSize: 100, ...query }, as));
  const credit = (amount: number) => creditMember(platform.services, { merchant: 'PLAYDECK', username: 'type04', amount });
  let transfers = 0;
  const transfer = (body: Record<string, unknown>, as = token) =>
    callPlatform(platform, contract.wallet.transfer, { token: as, body: { transferId: `records-transfer-${++transfers}`, ...body } });
  /** A posting the deposit, withdraw and bonus flows make: the member's MAIN wallet against a house account. */
  const movement = async (kind: LedgerKind, amount: number, house: HouseAccount) => {
    const wallet = await ensureWallet(platform.services.db, memberId, 'MAIN');
    await platform.services.db.transaction((tx) =>
      post(tx, {
        memberId,
        kind,
        idempotencyKey: `records-test:${kind}:${now()}:${amount}`,
        reference: `${kind}-reference`,
        now: platform.clock.now,
        legs: [
          { walletId: wallet.id, amount },
          { house, amount: -amount },
        ],
      }),
    );
  };
  const openDemoGame = async (accountType: 0 | 1 = 1) => {
    const [game] = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', minBet: 0.5, pageSize: 1 } }),
    ).games;
    return (await launchAndOpen(platform, token, game!, { accountType })).playToken;
  };

  it('shows every kind of movement (deposit confirmed, withdrawal rejected, transfer, bet, win, credit) as its type, signed, with the wallet, reference and balance after', async () => {
    await credit(100);
    platform.clock.advance(1_000);
    valueOf(await transfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: 50 }));
    platform.clock.advance(1_000);
    const playToken = await openDemoGame();
    let won = false;
    for (let rounds = 0; rounds < 200 && !won; rounds++)
      won = valueOf(await spin(platform, playToken, `records-round-${rounds}`, 1)).win > 0;
    expect(won).toBe(true);
    platform.clock.advance(1_000);
    const deposit = valueOf(
      await callPlatform(platform, contract.deposit.request, {
        token,
        body: { requestId: 'records-deposit', channelId: 'bank-1', amount: 300 },
      }),
    );
    await decideDeposit(platform.services, deposit.reference, 'confirm');
    const cardId = await memberWithCard(platform, token);
    const body = { requestId: 'records-withdrawal', bankCardId: cardId, amount: 200, paymentPassword: PAYMENT_PASSWORD };
    const withdrawal = valueOf(await callPlatform(platform, contract.withdraw.request, { token, body }));
    await decideWithdrawal(platform.services, withdrawal.reference, 'reject');
    // No flow grants bonuses yet: the posting a bonus would make.
    await movement('bonus', 10_00, 'BONUS');

    const value = await listed();
    const signs = new Map<RecordType, Set<number>>();
    for (const record of value.list) signs.set(record.type, (signs.get(record.type) ?? new Set()).add(Math.sign(record.amount)));
    expect(Object.fromEntries([...signs].map(([type, set]) => [type, [...set].sort()]))).toEqual({
      ADJUSTMENT: [1],
      TRANSFER: [-1, 1],
      BET: [-1],
      WIN: [1],
      DEPOSIT: [1],
      WITHDRAW: [-1, 1],
      BONUS: [1],
    });
    const oldest = value.list.at(-1)!;
    expect(oldest).toEqual({
      id: expect.any(Number),
      type: 'ADJUSTMENT',
      amount: 100,
      balanceAfter: 1_100,
      wallet: 'MAIN',
      // The house's note on a correction ("admin credit") is not the member's to read.
      reference: null,
      createdAt: start,
    });
    const transferred = value.list.filter((record) => record.type === 'TRANSFER');
    expect(transferred.map(({ wallet, amount, balanceAfter }) => ({ wallet, amount, balanceAfter }))).toEqual(
      expect.arrayContaining([
        { wallet: 'MAIN', amount: -50, balanceAfter: 1_050 },
        { wallet: 'PG', amount: 50, balanceAfter: 50 },
      ]),
    );
    // A transfer reads as T, its day and a number, the same on both wallets' rows; never the internal key.
    expect(transferred[0]!.reference).toMatch(/^T\d{8}\d{6,}$/);
    expect(new Set(transferred.map((record) => record.reference)).size).toBe(1);
    const played = value.list.filter((record) => record.type === 'BET' || record.type === 'WIN');
    expect(played.every((record) => /^G\d{8}\d{6,}$/.test(record.reference!))).toBe(true);
    expect(value.list.filter((record) => record.reference?.includes(':'))).toEqual([]);
    expect(value.list[0]).toMatchObject({ type: 'BONUS', amount: 10, reference: 'bonus-reference' });
    expect(value.list.filter((record) => record.type === 'DEPOSIT')).toEqual([
      expect.objectContaining({ amount: 300, wallet: 'MAIN', reference: deposit.reference }),
    ]);
    expect(value.list.filter((record) => record.type === 'WITHDRAW').map(({ amount, reference }) => ({ amount, reference }))).toEqual([
      { amount: 200, reference: withdrawal.reference },
      { amount: -200, reference: withdrawal.reference },
    ]);
    // Newest first; the latest MAIN entry carries the wallet's balance now.
    const times = value.list.map((record) => record.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const main = valueOf(await callPlatform(platform, contract.wallet.balance, { token })).wallets.find((w) => w.code === 'MAIN')!;
    expect(value.list.find((record) => record.wallet === 'MAIN')!.balanceAfter).toBe(main.balance);
  });

  it('totals count and sum each type over the whole range, not the page', async () => {
    for (const amount of [10, 20.5, 30]) await credit(amount);
    valueOf(await transfer({ fromWallet: 'MAIN', toWallet: 'JL', amount: 15 }));
    await movement('deposit', 100_00, 'CASH');
    await movement('withdraw_hold', -40_00, 'WITHDRAWALS_HELD');
    await movement('withdraw_release', 40_00, 'WITHDRAWALS_HELD');
    await movement('withdraw_hold', -25_00, 'WITHDRAWALS_HELD');
    const firstPage = await listed({ pageSize: 2 });
    expect(firstPage.list).toHaveLength(2);
    expect(firstPage.totalPages).toBe(5);
    expect(firstPage.totals).toEqual([
      { type: 'DEPOSIT', count: 1, amount: 100 },
      { type: 'WITHDRAW', count: 3, amount: -25 },
      { type: 'TRANSFER', count: 2, amount: 0 },
      { type: 'ADJUSTMENT', count: 3, amount: 60.5 },
    ]);
    expect((await listed({ types: 'WITHDRAW,ADJUSTMENT' })).totals).toEqual([
      { type: 'WITHDRAW', count: 3, amount: -25 },
      { type: 'ADJUSTMENT', count: 3, amount: 60.5 },
    ]);
  });

  it('answers movements in [from, to) by their time', async () => {
    await credit(1);
    const first = now();
    platform.clock.advance(1_000);
    await credit(2);
    const second = now();
    const amounts = async (from: number, to: number) => (await listed({ from, to })).list.map((record) => record.amount);
    expect(await amounts(first, second)).toEqual([1]);
    expect(await amounts(first, second + 1)).toEqual([2, 1]);
    expect(await amounts(first + 1, second + 1)).toEqual([2]);
    expect(await amounts(second, second + 1)).toEqual([2]);
    expect(await amounts(first - 1_000, first)).toEqual([]);
    expect(await listed({ from: second + 1, to: second + DAY })).toEqual({ list: [], totals: [], pageNum: 1, totalPages: 0 });
  });

  it('filters by type', async () => {
    await credit(5);
    valueOf(await transfer({ fromWallet: 'MAIN', toWallet: 'PG', amount: 3 }));
    await movement('deposit', 7_00, 'CASH');
    const types = async (filter: string) => [...new Set((await listed({ types: filter })).list.map((record) => record.type))].sort();
    expect(await types('TRANSFER')).toEqual(['TRANSFER']);
    expect(await types('DEPOSIT,ADJUSTMENT')).toEqual(['ADJUSTMENT', 'DEPOSIT']);
    expect(await types('BET,WIN')).toEqual([]);
    expect(await types('')).toEqual(['ADJUSTMENT', 'DEPOSIT', 'TRANSFER']);
    expect((await listed({ types: 'TRANSFER' })).totals).toEqual([{ type: 'TRANSFER', count: 2, amount: 0 }]);
  });

  it('pages newest first without gaps or repeats, movements at one instant included', async () => {
    for (let index = 1; index <= 23; index++) {
      await credit(index);
      if (index % 3 === 0) platform.clock.advance(1);
    }
    const all = (await listed()).list;
    expect(all.map((record) => record.amount)).toEqual(Array.from({ length: 23 }, (_, index) => 23 - index));
    const pages = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = await listed({ pageNo, pageSize: 10 });
      expect(page).toMatchObject({ pageNum: pageNo, totalPages: 3 });
      pages.push(...page.list);
    }
    expect(pages).toEqual(all);
    expect((await listed({ pageNo: 4, pageSize: 10 })).list).toEqual([]);
    expect((await listed({ pageNo: 4, pageSize: 10 })).totals).toEqual([{ type: 'ADJUSTMENT', count: 23, amount: 276 }]);
  });

  it('never shows free play', async () => {
    const playToken = await openDemoGame(0);
    valueOf(await spin(platform, playToken, 'free-play-round', 1));
    expect(await listed()).toEqual({ list: [], totals: [], pageNum: 1, totalPages: 0 });
  });

  it("shows a member only their own movements, whatever the other member's wallets are called", async () => {
    const other = await signIn(platform, 'member01');
    valueOf(await transfer({ fromWallet: 'ALL', toWallet: 'MAIN' }, other.token));
    await creditMember(platform.services, { merchant: 'PLAYDECK', username: 'member01', amount: 9 });
    await credit(1);
    expect((await listed()).list.map(({ wallet, amount }) => ({ wallet, amount }))).toEqual([{ wallet: 'MAIN', amount: 1 }]);
    const theirs = await listed({}, other.token);
    expect(theirs.totals).toEqual([
      { type: 'TRANSFER', count: 3, amount: 0 },
      { type: 'ADJUSTMENT', count: 1, amount: 9 },
    ]);
    // The same username at another merchant is another member.
    const [lucky] = await platform.services.db
      .select({ id: members.id })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(and(eq(merchants.code, 'LUCKYSTAR'), eq(members.username, 'member01')));
    const luckyToken = (await signIn(platform, 'member01', 'LUCKYSTAR')).token;
    expect(lucky).toBeDefined();
    expect(
      valueOf(
        await callPlatform(platform, contract.records.list, {
          token: luckyToken,
          merchant: 'LUCKYSTAR',
          query: { from: start, to: now() + 1 },
        }),
      ).list,
    ).toEqual([]);
  });

  it('refuses bad queries with request_param_err, never a server error', async () => {
    const bad: Record<string, unknown>[] = [
      { from: now(), to: now() },
      { from: now(), to: now() - 1 },
      { from: now() - 367 * DAY, to: now() },
      { from: start, to: now() + 1, types: 'BET,LOTTERY' },
      { from: start, to: now() + 1, types: 'bet' },
      { from: start, to: now() + 1, types: 'BET,' },
      { from: 'yesterday', to: now() },
      { from: start },
      { to: now() },
      { from: -1, to: now() },
      { from: 1.5, to: now() },
      { from: 8.7e15, to: 8.7e15 + 1 },
      { from: start, to: now() + 1, pageNo: 0 },
      { from: start, to: now() + 1, pageSize: 101 },
      { from: start, to: now() + 1, pageSize: 'ten' },
    ];
    for (const query of bad) {
      expect(errorOf(await records(query)), JSON.stringify(query)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(valueOf(await records({ from: now() - 366 * DAY, to: now() })).pageNum).toBe(1);
  });

  it('refuses trial users and visitors', async () => {
    const trial = await signInTrial(platform);
    const query = { from: start, to: now() + 1 };
    expect(
      errorOf(await callPlatform(platform, contract.records.list, { token: trial.token, merchant: trial.merchant, query })),
    ).toMatchObject({ status: 403, errorCode: 'trial.forbidden' });
    expect(errorOf(await callPlatform(platform, contract.records.list, { query }))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
  });
});
