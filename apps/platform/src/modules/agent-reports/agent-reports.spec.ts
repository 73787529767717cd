import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { and, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { gameLaunches, gameRounds, games, gameVendors, ledger, members, merchants, postings, wallets } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { withBrandSwitches } from '../../testing/brand-switches';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';
import { post } from '../wallet/ledger';
import { ensureWallet, FREE_PLAY_WALLET } from '../wallet/wallets';

const DAY = 24 * 60 * 60 * 1000;

describe('agent reports', () => {
  let platform: TestPlatform;
  let agent01: string;
  let from: number;
  let to: number;
  const merchantIds = new Map<string, number>();

  /** A bonus posting on a member's MAIN wallet, as the reward claims make. */
  const bonus = async (merchant: string, username: string, amount: number) => {
    const [member] = await platform.services.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantIds.get(merchant)!), eq(members.username, username)));
    const wallet = await ensureWallet(platform.services.db, member!.id, 'MAIN');
    await platform.services.db.transaction((tx) =>
      post(tx, {
        merchantId: merchantIds.get(merchant)!,
        memberId: member!.id,
        kind: 'bonus',
        idempotencyKey: `agent-reports-test:${merchant}:${username}:${amount}`,
        reference: `bonus-${username}`,
        now: platform.clock.now,
        legs: [
          { walletId: wallet.id, amount },
          { house: 'BONUS', amount: -amount },
        ],
      }),
    );
  };

  beforeAll(async () => {
    platform = await resetTestPlatform();
    for (const row of await platform.services.db.select().from(merchants)) merchantIds.set(row.code, row.id);
    agent01 = (await signIn(platform, 'agent01')).token;
    // team03 members are agent03's, two levels below agent01; team0901..03 are agent09's, beside it.
    await bonus('PLAYDECK', 'team0301', 12_34);
    await bonus('PLAYDECK', 'team05', 7_00);
    await bonus('PLAYDECK', 'team0901', 50_00);
    await bonus('LUCKYSTAR', 'team0301', 99_00);
    platform.clock.advance(1_000);
    to = platform.clock.now.getTime();
    from = to - 30 * DAY;
  });

  const pnl = (token: string, query: Record<string, unknown> = {}, merchant?: string) =>
    callPlatform(platform, contract.agentReports.teamPnl, { token, merchant, query: { from, to, pageSize: 100, ...query } });
  const bets = (token: string, query: Record<string, unknown> = {}) =>
    callPlatform(platform, contract.agentReports.teamBets, { token, query: { from, to, pageSize: 100, ...query } });
  const records = (token: string, query: Record<string, unknown> = {}) =>
    callPlatform(platform, contract.agentReports.teamRecords, { token, query: { from, to, pageSize: 100, ...query } });

  /** The downline computed here from the members table alone: children of children, in memory. */
  async function downlineOf(merchant: string, username: string): Promise<Map<number, string>> {
    const rows = await platform.services.db
      .select({ id: members.id, username: members.username, parentId: members.parentId })
      .from(members)
      .where(eq(members.merchantId, merchantIds.get(merchant)!));
    const top = rows.find((row) => row.username === username)!;
    const found = new Map<number, string>();
    let level = [top.id];
    while (level.length) {
      const next = rows.filter((row) => row.parentId !== null && level.includes(row.parentId));
      for (const row of next) found.set(row.id, row.username);
      level = next.map((row) => row.id);
    }
    return found;
  }

  /** Bets, wins and bonuses per member in minor units, summed here from the rounds and the ledger. */
  async function expectedPnl(merchant: string, username: string) {
    const team = await downlineOf(merchant, username);
    const ids = [...team.keys()];
    const inRange = (column: typeof gameRounds.createdAt | typeof ledger.createdAt) =>
      and(gte(column, new Date(from)), lt(column, new Date(to)));
    const rounds = await platform.services.db
      .select({ memberId: wallets.memberId, bet: gameRounds.bet, win: gameRounds.win })
      .from(gameRounds)
      .innerJoin(wallets, eq(wallets.id, gameRounds.walletId))
      .where(and(inArray(wallets.memberId, ids), ne(wallets.code, FREE_PLAY_WALLET), inRange(gameRounds.createdAt)));
    const bonuses = await platform.services.db
      .select({ memberId: wallets.memberId, amount: ledger.amount })
      .from(ledger)
      .innerJoin(wallets, eq(wallets.id, ledger.walletId))
      .innerJoin(postings, eq(postings.id, ledger.postingId))
      .where(and(inArray(wallets.memberId, ids), eq(postings.kind, 'bonus'), inRange(ledger.createdAt)));
    const per = new Map<number, { bets: number; wins: number; bonuses: number; rounds: number }>();
    const of = (id: number) => per.get(id) ?? per.set(id, { bets: 0, wins: 0, bonuses: 0, rounds: 0 }).get(id)!;
    for (const round of rounds) {
      of(round.memberId).rounds += 1;
      of(round.memberId).bets += round.bet;
      of(round.memberId).wins += round.win;
    }
    for (const entry of bonuses) of(entry.memberId).bonuses += entry.amount;
    return [...per].map(([id, sums]) => ({ username: team.get(id)!, ...sums }));
  }

  it('sums bets, wins, bonuses and net per downline member (direct and indirect) and in total, as the seeded rows give', async () => {
    const expected = await expectedPnl('PLAYDECK', 'agent01');
    expect(expected.length).toBeGreaterThan(10);
    const value = valueOf(await pnl(agent01));
    const cents = (amount: number) => Math.round(amount * 100);
    expect(
      value.list.map((row) => ({ username: row.username, bets: cents(row.bets), wins: cents(row.wins), bonuses: cents(row.bonuses) })),
    ).toEqual(
      expected
        .map(({ username, bets, wins, bonuses }) => ({ username, bets, wins, bonuses }))
        .sort((a, b) => (a.username < b.username ? -1 : 1)),
    );
    for (const row of value.list) expect(cents(row.net)).toBe(cents(row.wins) + cents(row.bonuses) - cents(row.bets));
    const sum = (key: 'bets' | 'wins' | 'bonuses') => expected.reduce((total, row) => total + row[key], 0);
    expect(value.total).toEqual({
      members: expected.length,
      bets: sum('bets') / 100,
      wins: sum('wins') / 100,
      bonuses: sum('bonuses') / 100,
      net: (sum('wins') + sum('bonuses') - sum('bets')) / 100,
    });
    expect(value.list.find((row) => row.username === 'team0301')?.bonuses).toBe(12.34);
    // Nobody outside the downline: not the agent, not agent09's team.
    expect(value.list.map((row) => row.username)).not.toContain('agent01');
    expect(value.list.some((row) => /^team09\d\d$/.test(row.username))).toBe(false);
  });

  it('pages the members with the total of the whole range on every page', async () => {
    const all = valueOf(await pnl(agent01));
    const pages = [];
    for (let pageNo = 1; pageNo <= Math.ceil(all.total.members / 5); pageNo++) {
      const page = valueOf(await pnl(agent01, { pageNo, pageSize: 5 }));
      expect(page.total).toEqual(all.total);
      pages.push(...page.list);
    }
    expect(pages).toEqual(all.list);
    const beyond = valueOf(await pnl(agent01, { pageNo: 99, pageSize: 5 }));
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toEqual(all.total);
  });

  it('pages the team bets and team records newest first, without gaps or repeats, and none past the end', async () => {
    const reports: ((query: Record<string, unknown>) => Promise<{ list: unknown[]; totalPages: number }>)[] = [
      async (query) => valueOf(await bets(agent01, query)),
      async (query) => valueOf(await records(agent01, query)),
    ];
    for (const report of reports) {
      const first = await report({});
      expect(first.list.length).toBeGreaterThan(5);
      const pages = [];
      for (let pageNo = 1; pageNo <= Math.ceil(first.list.length / 5); pageNo++)
        pages.push(...(await report({ pageNo, pageSize: 5 })).list);
      expect(pages).toEqual(first.list);
      expect((await report({ pageNo: first.totalPages + 1 })).list).toEqual([]);
    }
  });

  it("gives a sub-agent its own downline only, and each merchant's agent01 its own merchant's", async () => {
    const agent03 = (await signIn(platform, 'agent03')).token;
    const names = valueOf(await pnl(agent03)).list.map((row) => row.username);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith('team03') || name.startsWith('team04') || name === 'agent04')).toBe(true);
    const lucky = (await signIn(platform, 'agent01', 'LUCKYSTAR')).token;
    // lucky's brand.json turns team P&L off (feature-gate.spec.ts): on here, for its merchant's figures.
    const luckyValue = valueOf(
      await withBrandSwitches(platform, 'LUCKYSTAR', { agentMenu: { AGETEAMPNL3: true } }, () => pnl(lucky, {}, 'LUCKYSTAR')),
    );
    expect(luckyValue.list.find((row) => row.username === 'team0301')?.bonuses).toBe(99);
    const expected = await expectedPnl('LUCKYSTAR', 'agent01');
    expect(Math.round(luckyValue.total.bets * 100)).toBe(expected.reduce((total, row) => total + row.bets, 0));
  });

  it('refuses members who are not agents, on every report', async () => {
    for (const username of ['member01', 'type04', 'type40', 'team01']) {
      const { token } = await signIn(platform, username);
      const refusals = [errorOf(await pnl(token)), errorOf(await bets(token)), errorOf(await records(token))];
      for (const refusal of refusals) {
        expect(refusal, username).toMatchObject({ status: 403, errorCode: 'permission.denied' });
      }
    }
  });

  it('refuses a member filter outside the downline: above it, beside it, another merchant, unknown', async () => {
    const agent02 = (await signIn(platform, 'agent02')).token;
    // Only on LUCKYSTAR: a member under LUCKYSTAR's agent01.
    const [luckyAgent] = await platform.services.db
      .select({ id: members.id, passwordHash: members.passwordHash })
      .from(members)
      .where(and(eq(members.merchantId, merchantIds.get('LUCKYSTAR')!), eq(members.username, 'agent01')));
    await platform.services.db.insert(members).values({
      merchantId: merchantIds.get('LUCKYSTAR')!,
      username: 'luckyonly',
      passwordHash: luckyAgent!.passwordHash,
      parentId: luckyAgent!.id,
    });
    const refused = [
      [agent01, 'team0901'],
      [agent01, 'agent09'],
      [agent01, 'agent01'],
      [agent01, 'luckyonly'],
      [agent01, 'nobody'],
      [agent02, 'team01'],
      [agent02, 'agent01'],
    ] as const;
    for (const [token, username] of refused) {
      for (const refusal of [errorOf(await bets(token, { username })), errorOf(await records(token, { username }))]) {
        expect(refusal, username).toMatchObject({ status: 403, errorCode: 'permission.denied' });
      }
    }
    // Indirect members are the agent's: agent03's team is agent01's too, by any letter case.
    expect(valueOf(await records(agent01, { username: 'TEAM0301', types: 'BONUS' })).list).toEqual([
      expect.objectContaining({ username: 'team0301', type: 'BONUS', amount: 12.34, reference: 'bonus-team0301' }),
    ]);
  });

  it('lists the downline bets newest first, filtered by member, category and vendor', async () => {
    const all = valueOf(await bets(agent01));
    expect(all.list.length).toBeGreaterThan(0);
    const times = all.list.map((bet) => bet.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const expected = await expectedPnl('PLAYDECK', 'agent01');
    expect(all.totals.count).toBe(expected.reduce((total, row) => total + row.rounds, 0));
    expect(Math.round(all.totals.bets * 100)).toBe(expected.reduce((total, row) => total + row.bets, 0));

    const someone = all.list[0]!.username;
    const theirs = valueOf(await bets(agent01, { username: someone }));
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(new Set(theirs.list.map((bet) => bet.username))).toEqual(new Set([someone]));
    expect(theirs.totals.bets).toBe(expected.find((row) => row.username === someone)!.bets / 100);

    const { category, vendor } = all.list[0]!;
    const byCategory = valueOf(await bets(agent01, { category }));
    expect(byCategory.list.every((bet) => bet.category === category)).toBe(true);
    const byVendor = valueOf(await bets(agent01, { vendor: vendor.toLowerCase() }));
    expect(byVendor.list.length).toBeGreaterThan(0);
    expect(byVendor.list.every((bet) => bet.vendor === vendor)).toBe(true);
    const [otherCategory] = ['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH'].filter((name) => name !== category);
    const elsewhere = valueOf(await bets(agent01, { category: otherCategory }));
    expect(elsewhere.list.every((bet) => bet.category === otherCategory)).toBe(true);
    expect(elsewhere.totals.count + byCategory.totals.count).toBeLessThanOrEqual(all.totals.count);

    // The round, its game and vendor as stored.
    const [stored] = await platform.services.db
      .select({ roundId: gameRounds.roundId, category: games.category, vendor: gameVendors.code })
      .from(gameRounds)
      .innerJoin(gameLaunches, eq(gameLaunches.id, gameRounds.launchId))
      .innerJoin(games, eq(games.id, gameLaunches.gameId))
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(eq(gameRounds.id, all.list[0]!.id));
    expect(stored).toEqual({ roundId: all.list[0]!.roundId, category, vendor });
  });

  it('shows the downline transactions with their member, and one member’s alone', async () => {
    const value = valueOf(await records(agent01));
    const names = new Set(value.list.map((record) => record.username));
    expect(names.size).toBeGreaterThan(1);
    const team = new Set((await downlineOf('PLAYDECK', 'agent01')).values());
    for (const name of names) expect(team.has(name)).toBe(true);
    expect(value.list[0]).toMatchObject({ username: 'team05', type: 'BONUS', amount: 7 });
    const one = valueOf(await records(agent01, { username: 'team05' }));
    expect(new Set(one.list.map((record) => record.username))).toEqual(new Set(['team05']));
    const agent09 = (await signIn(platform, 'agent09')).token;
    const theirs = valueOf(await records(agent09, { types: 'BONUS' }));
    expect(theirs.list.map((record) => record.username)).toEqual(['team0901']);
  });

  it('refuses bad ranges with request_param_err', async () => {
    for (const query of [{ from: to, to }, { from: to - 367 * DAY, to }, { from: 'x' }, { pageSize: 101 }, { category: 'CASINO' }]) {
      expect(errorOf(await bets(agent01, query)), JSON.stringify(query)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(errorOf(await pnl(agent01, { from: to + 1 }))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    expect(errorOf(await records(agent01, { types: 'BET,LOTTERY' }))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
  });
});
