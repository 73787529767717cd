import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { depositChannels, deposits, gameLaunches, gameRounds, games, ledger, members, postings, sessions, wallets } from '../db/schema';
import { moneyReference } from '../modules/deposit/money-reference';
import { spinReels, winFor } from '../modules/games/demo-game/slot-machine';
import { MAIN_WALLET } from '../modules/wallet/wallets';
import type { PlatformServices } from '../services';
import { DEMO_TEAM_SIZE } from './demo-members';
import { seededRandom, seedOf, type SeededRandom } from './random';
import { scopeMerchants, type SeedScope } from './scope';

/**
 * The agent tree under agent01 on every real merchant, several levels deep (agent01 → agent02 → agent03 →
 * agent04, each with members of its own), and agent09: a top agent beside agent01 with a team of its own,
 * whose members agent01 must never see. team01..team12 and agent02 stay as seedCore made them.
 */
export const AGENT_TREE = [
  { username: 'agent03', type: 2, parent: 'agent02' },
  { username: 'agent04', type: 2, parent: 'agent03' },
  { username: 'agent09', type: 1, parent: null },
  ...members_('team02', 6, 'agent02'),
  ...members_('team03', 5, 'agent03'),
  ...members_('team04', 4, 'agent04'),
  ...members_('team09', 3, 'agent09'),
] as const satisfies readonly { username: string; type: number; parent: string | null }[];

function members_(prefix: string, count: number, parent: string) {
  return Array.from({ length: count }, (_, index) => ({ username: `${prefix}${String(index + 1).padStart(2, '0')}`, type: 0, parent }));
}

/** How far back the tree's activity reaches. */
export const AGENT_ACTIVITY_DAYS = 60;
const DAY_MS = 86_400_000;
/** Demo accounts other journeys sign in with and whose balances they know: they get no seeded activity. */
const QUIET = new Set(['agent01', 'agent02']);

/** The tree's members: inserted right after seedCore, so seedWallet gives them opening balances like team01..12. */
export async function seedAgentTree(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const realMerchants = await scopeMerchants(services, scope);
  if (realMerchants.length === 0) return;
  const known = await db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username, passwordHash: members.passwordHash })
    .from(members)
    .where(
      and(
        inArray(members.username, ['agent01', 'agent02']),
        inArray(
          members.merchantId,
          realMerchants.map((merchant) => merchant.id),
        ),
      ),
    );
  const idOf = new Map(known.map((row) => [`${row.merchantId}:${row.username}`, row.id]));
  const passwordHash = known[0]!.passwordHash;
  // A wave is every node whose parent already has an id: one insert per level of the tree, for all merchants.
  let pending: readonly (typeof AGENT_TREE)[number][] = AGENT_TREE;
  while (pending.length) {
    const ready = pending.filter(
      (node) => node.parent === null || realMerchants.every((merchant) => idOf.has(`${merchant.id}:${node.parent}`)),
    );
    pending = pending.filter((node) => !ready.includes(node));
    const inserted = await db
      .insert(members)
      .values(
        realMerchants.flatMap((merchant) =>
          ready.map((node) => ({
            merchantId: merchant.id,
            username: node.username,
            passwordHash,
            type: node.type,
            parentId: node.parent ? idOf.get(`${merchant.id}:${node.parent}`)! : null,
            affiliateCode: node.type === 1 || node.type === 2 ? `${merchant.code}-${node.username.toUpperCase()}` : null,
            firstTimeLogin: false,
          })),
        ),
      )
      .returning({ id: members.id, merchantId: members.merchantId, username: members.username });
    for (const row of inserted) idOf.set(`${row.merchantId}:${row.username}`, row.id);
  }
}

interface Account {
  memberId: number;
  walletId: number;
  balance: number;
}

type Event =
  | { at: number; kind: 'login'; online: boolean }
  | { at: number; kind: 'deposit'; amount: number }
  | { at: number; kind: 'play'; bets: number };

/** A member's 60 days: a few logins (a bet session after most), a deposit now and then; some are online now. */
function eventsOf(random: SeededRandom, now: number): Event[] {
  const events: Event[] = [];
  const logins = random.int(1, 3);
  for (let index = 0; index < logins; index++) {
    // One login in six falls in the last two hours, so "today" has figures whenever the seed runs.
    const minutesAgo = random.chance(1 / 6) ? random.int(5, 120) : random.int(3 * 60, AGENT_ACTIVITY_DAYS * 24 * 60);
    const at = now - minutesAgo * 60_000;
    events.push({ at, kind: 'login', online: false });
    if (random.chance(0.6)) events.push({ at: at + 60_000, kind: 'play', bets: random.int(1, 4) });
  }
  const depositCount = random.int(0, 1);
  for (let index = 0; index < depositCount; index++) {
    events.push({
      at: now - random.int(3 * 60, AGENT_ACTIVITY_DAYS * 24 * 60) * 60_000,
      kind: 'deposit',
      amount: random.int(1, 40) * 50_00,
    });
  }
  if (random.chance(0.2)) events.push({ at: now - random.int(1, 4) * 60_000, kind: 'login', online: true });
  return events.sort((a, b) => a.at - b.at);
}

type IdTable = 'sessions' | 'game_launches' | 'game_rounds' | 'postings' | 'deposits';

/** Takes the next n ids of a bigserial table in one statement, so rows can be built in memory and inserted in bulk. */
async function reserveIds(services: PlatformServices, table: IdTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await services.db.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::text AS id FROM generate_series(1, ${count})`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => Number(row.id));
}

/** The rows of one merchant's activity, built in memory and inserted table by table. */
class ActivityRows {
  sessions: (typeof sessions.$inferInsert)[] = [];
  launches: (typeof gameLaunches.$inferInsert)[] = [];
  rounds: (typeof gameRounds.$inferInsert)[] = [];
  deposits: (typeof deposits.$inferInsert)[] = [];
  postings: (typeof postings.$inferInsert)[] = [];
  ledger: (typeof ledger.$inferInsert)[] = [];
  walletBalances = new Map<number, number>();
  registeredAt = new Map<number, Date>();
}

interface Ids {
  next(table: IdTable): number;
}

/** Bulk inserts of at most 1,000 rows each (a statement's parameters are bounded). */
async function insertAll<T extends Parameters<PlatformServices['db']['insert']>[0]>(
  services: PlatformServices,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) await services.db.insert(table).values(rows.slice(start, start + 1_000));
}

/**
 * Logins (sessions), deposits (confirmed, through the ledger) and demo-game bets and wins (rounds and their
 * postings, as playRound writes them) for the tree's members over the last 60 days. Each wallet's entries run
 * on from its opening balance in time order and never take it below zero; the wallet ends at their sum.
 * Built in memory with reserved ids, then inserted in bulk: the seed stays fast.
 */
export async function seedAgentActivity(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const now = services.now().getTime();
  const realMerchants = await scopeMerchants(services, scope);
  const usernames = [
    ...Array.from({ length: DEMO_TEAM_SIZE }, (_, index) => `team${String(index + 1).padStart(2, '0')}`),
    ...AGENT_TREE.map((node) => node.username),
  ].filter((name) => !QUIET.has(name));
  const merchantPlans = [];
  for (const merchant of realMerchants) {
    const random = seededRandom(seedOf(`agents:${merchant.code}`));
    const accounts: Account[] = await db
      .select({ memberId: members.id, walletId: wallets.id, balance: wallets.balance })
      .from(members)
      .innerJoin(wallets, and(eq(wallets.memberId, members.id), eq(wallets.code, MAIN_WALLET)))
      .where(and(eq(members.merchantId, merchant.id), inArray(members.username, usernames)))
      .orderBy(asc(members.id));
    const [channel] = await db
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.merchantId, merchant.id))
      .orderBy(depositChannels.sortOrder)
      .limit(1);
    const gameIds = (
      await db.select({ id: games.id }).from(games).where(eq(games.merchantId, merchant.id)).orderBy(games.id).limit(20)
    ).map((row) => row.id);
    const plans = accounts.map((account) => ({ account, events: eventsOf(random, now) }));
    merchantPlans.push({ merchantId: merchant.id, channel: channel!, gameIds, random, plans });
  }
  // Every merchant's rows together: a few statements per table for the whole tree.
  const ids = await reserveFor(
    services,
    merchantPlans.flatMap((merchant) => merchant.plans),
  );
  const rows = new ActivityRows();
  for (const { plans, ...merchant } of merchantPlans) {
    const scope = { ...merchant, now, services, ids, rows };
    for (const plan of plans) planMember(scope, plan.account, plan.events);
  }
  await writeActivity(services, rows);
}

async function reserveFor(services: PlatformServices, plans: { events: Event[] }[]): Promise<Ids> {
  const count = { sessions: 0, game_launches: 0, game_rounds: 0, postings: 0, deposits: 0 };
  for (const event of plans.flatMap((plan) => plan.events)) {
    if (event.kind === 'login') count.sessions += 1;
    if (event.kind === 'deposit') {
      count.deposits += 1;
      count.postings += 1;
    }
    if (event.kind === 'play') {
      count.game_launches += 1;
      count.game_rounds += event.bets;
      count.postings += 2 * event.bets;
    }
  }
  const reserved = new Map<IdTable, number[]>();
  for (const table of Object.keys(count) as IdTable[]) reserved.set(table, await reserveIds(services, table, count[table]));
  return { next: (table) => reserved.get(table)!.shift()! };
}

interface Scope {
  merchantId: number;
  channel: typeof depositChannels.$inferSelect;
  gameIds: number[];
  random: SeededRandom;
  now: number;
  services: PlatformServices;
  ids: Ids;
  rows: ActivityRows;
}

function planMember(scope: Scope, account: Account, events: Event[]): void {
  const { random, rows, ids } = scope;
  const registered = Math.min(events[0]?.at ?? scope.now, scope.now - random.int(1, AGENT_ACTIVITY_DAYS) * DAY_MS) - 3_600_000;
  rows.registeredAt.set(account.memberId, new Date(registered));
  let balance = account.balance;
  let sessionId: number | undefined;
  const entry = (posting: { kind: 'bet' | 'win' | 'deposit'; key: string; reference: string; at: Date }, amount: number) => {
    const postingId = ids.next('postings');
    rows.postings.push({
      id: postingId,
      merchantId: scope.merchantId,
      memberId: account.memberId,
      kind: posting.kind,
      idempotencyKey: posting.key,
      reference: posting.reference,
      createdAt: posting.at,
    });
    balance += amount;
    const base = { postingId, merchantId: scope.merchantId, createdAt: posting.at };
    rows.ledger.push({ ...base, walletId: account.walletId, amount, balanceAfter: balance });
    rows.ledger.push({ ...base, houseAccount: posting.kind === 'deposit' ? 'CASH' : 'GAMES', amount: -amount });
  };
  for (const event of events) {
    const at = new Date(event.at);
    if (event.kind === 'login') {
      sessionId = ids.next('sessions');
      rows.sessions.push({
        id: sessionId,
        // Not a SHA-256 hex digest, so no token can ever match it.
        tokenHash: `seeded-login:${sessionId}`,
        memberId: account.memberId,
        merchantId: scope.merchantId,
        createdAt: at,
        expiresAt: new Date(event.at + (event.online ? scope.services.config.sessionTtlMs : 30 * 60_000)),
        endedAt: event.online ? null : new Date(event.at + 30 * 60_000),
        endReason: event.online ? null : 'logout',
        ip: '203.0.113.10',
      });
    } else if (event.kind === 'deposit') {
      const id = ids.next('deposits');
      const reference = moneyReference('D', at, id);
      const decidedAt = new Date(event.at + 5 * 60_000);
      rows.deposits.push({
        id,
        merchantId: scope.merchantId,
        memberId: account.memberId,
        reference,
        referenceCode: 'SEEDED',
        requestId: `seeded-${id}`,
        channelId: scope.channel.id,
        channelCode: scope.channel.code,
        channelType: scope.channel.type,
        channelNames: scope.channel.names,
        payTo: scope.channel.payTo,
        amount: event.amount,
        status: 'CONFIRMED',
        createdAt: at,
        expiresAt: new Date(event.at + scope.channel.expiryMinutes * 60_000),
        decidedAt,
      });
      entry({ kind: 'deposit', key: `deposit:${reference}`, reference, at: decidedAt }, event.amount);
    } else if (sessionId !== undefined) {
      const launchId = ids.next('game_launches');
      rows.launches.push({
        id: launchId,
        ticketHash: `seeded-launch:${launchId}`,
        memberId: account.memberId,
        merchantId: scope.merchantId,
        sessionId,
        gameId: random.pick(scope.gameIds),
        walletId: account.walletId,
        accountType: 1,
        language: 'EN',
        createdAt: at,
        ticketExpiresAt: new Date(event.at + 5 * 60_000),
        redeemedAt: at,
        playExpiresAt: new Date(event.at + 30 * 60_000),
      });
      for (let index = 0; index < event.bets; index++) {
        const bet = random.int(1, 20) * 5_00;
        if (bet > balance) break;
        const spin = spinReels((max) => Math.floor(random.next() * max));
        const win = winFor(bet, spin);
        const playedAt = new Date(event.at + index * 20_000);
        const roundId = `seeded-${launchId}-${index}`;
        const id = ids.next('game_rounds');
        rows.rounds.push({ id, launchId, walletId: account.walletId, roundId, bet, win, reels: spin.reels.join(','), createdAt: playedAt });
        const keyed = `${account.walletId}:${roundId}`;
        entry({ kind: 'bet', key: `bet:${keyed}`, reference: `round:${id}`, at: playedAt }, -bet);
        if (win > 0) entry({ kind: 'win', key: `win:${keyed}`, reference: `round:${id}`, at: playedAt }, win);
      }
    }
  }
  rows.walletBalances.set(account.walletId, balance);
}

async function writeActivity(services: PlatformServices, rows: ActivityRows): Promise<void> {
  const { db } = services;
  await insertAll(services, sessions, rows.sessions);
  await insertAll(services, gameLaunches, rows.launches);
  await insertAll(services, gameRounds, rows.rounds);
  await insertAll(services, deposits, rows.deposits);
  await insertAll(services, postings, rows.postings);
  await insertAll(services, ledger, rows.ledger);
  const balances = [...rows.walletBalances];
  if (balances.length) {
    await db.execute(
      sql`UPDATE wallets SET balance = v.balance FROM (VALUES ${sql.join(
        balances.map(([id, balance]) => sql`(${id}::bigint, ${balance}::bigint)`),
        sql`, `,
      )}) AS v(id, balance) WHERE wallets.id = v.id`,
    );
  }
  const registered = [...rows.registeredAt];
  if (registered.length) {
    await db.execute(
      sql`UPDATE members SET created_at = v.at FROM (VALUES ${sql.join(
        registered.map(([id, at]) => sql`(${id}::bigint, ${at.toISOString()}::timestamptz)`),
        sql`, `,
      )}) AS v(id, at) WHERE members.id = v.id`,
    );
  }
}
