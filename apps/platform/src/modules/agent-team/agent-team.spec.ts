import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { deposits, gameRounds, members, merchants, sessions, wallets } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';

const DAY_MS = 86_400_000;

describe('agent team', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const lastDays = (days: number) => {
    const end = platform.clock.now.getTime() + 1;
    return { startDate: end - days * DAY_MS, endDate: end };
  };
  const kpi = (token: string, range = lastDays(60), merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.agentTeam.kpi, { token, query: range, merchant });
  const teamList = (token: string, query: Record<string, unknown> = {}, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.agentTeam.members, { token, query: { ...lastDays(60), pageSize: 50, ...query }, merchant });
  const register = (token: string, body: Record<string, unknown>, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.agentTeam.register, {
      token,
      body: { password: 'Fresh5678', confirmPassword: 'Fresh5678', ...body },
      merchant,
    });
  const allNames = async (token: string, merchant = 'PLAYDECK') =>
    valueOf(await teamList(token, {}, merchant)).list.map((row) => row.username);

  /** The team as the tables say, walked in JavaScript from parent links (not the platform's CTE). */
  async function seededFigures(agentName: string, merchantCode: string, range: { startDate: number; endDate: number }) {
    const db = platform.services.db;
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
    const all = await db.select().from(members).where(eq(members.merchantId, merchant!.id));
    const agent = all.find((member) => member.username === agentName)!;
    const team = new Set<number>();
    for (let grew = true; grew;) {
      grew = false;
      for (const member of all) {
        if (!team.has(member.id) && (member.parentId === agent.id || (member.parentId !== null && team.has(member.parentId)))) {
          team.add(member.id);
          grew = true;
        }
      }
    }
    const inRange = (at: Date) => at.getTime() >= range.startDate && at.getTime() < range.endDate;
    const logins = (await db.select().from(sessions)).filter((row) => team.has(row.memberId));
    const rounds = await db
      .select({ memberId: wallets.memberId, createdAt: gameRounds.createdAt, code: wallets.code })
      .from(gameRounds)
      .innerJoin(wallets, eq(wallets.id, gameRounds.walletId));
    const now = platform.clock.now.getTime();
    return {
      teamLoginMemberCount: new Set(logins.filter((row) => inRange(row.createdAt)).map((row) => row.memberId)).size,
      teamBetMemberCount: new Set(
        rounds.filter((row) => team.has(row.memberId) && row.code !== 'FREEPLAY' && inRange(row.createdAt)).map((row) => row.memberId),
      ).size,
      teamRegisterMemberCount: all.filter((member) => team.has(member.id) && inRange(member.createdAt)).length,
      teamOnlineCount: new Set(logins.filter((row) => row.endedAt === null && row.expiresAt.getTime() > now).map((row) => row.memberId))
        .size,
      size: team.size,
      directSize: all.filter((member) => member.parentId === agent.id).length,
      team,
    };
  }

  it('answers the team KPI the seeded sessions, rounds and registrations give, for every range', async () => {
    const { token } = await signIn(platform, 'agent01');
    for (const days of [60, 7, 1]) {
      const range = lastDays(days);
      const { team: _team, ...expected } = await seededFigures('agent01', 'PLAYDECK', range);
      expect(valueOf(await kpi(token, range))).toEqual(expected);
    }
    const sixty = valueOf(await kpi(token));
    // The seed gives real figures: most of the tree logged in and bet; a few are online now.
    expect(sixty.size).toBe(30);
    expect(sixty.directSize).toBe(13);
    expect(sixty.teamLoginMemberCount).toBeGreaterThan(20);
    expect(sixty.teamBetMemberCount).toBeGreaterThan(10);
    expect(sixty.teamOnlineCount).toBeGreaterThan(0);
    const { token: sub } = await signIn(platform, 'agent02');
    const { team: _subTeam, ...subExpected } = await seededFigures('agent02', 'PLAYDECK', lastDays(60));
    expect(valueOf(await kpi(sub))).toEqual(subExpected);
    expect(subExpected.size).toBe(17);
  });

  it('lists the downline only: direct and indirect, never the upline, siblings or another agent’s team', async () => {
    const { token } = await signIn(platform, 'agent01');
    const names = await allNames(token);
    expect(names).toHaveLength(30);
    expect(names).toEqual(expect.arrayContaining(['team01', 'agent02', 'team0201', 'agent03', 'team0301', 'agent04', 'team0404']));
    expect(names.filter((name) => name === 'agent09' || /^team09\d{2}$/.test(name))).toEqual([]);
    const { token: sub } = await signIn(platform, 'agent02');
    const subNames = await allNames(sub);
    expect(subNames).toHaveLength(17);
    expect(subNames.filter((name) => /^team(0[1-9]|1[0-2])$/.test(name) || name === 'agent01' || name === 'agent02')).toEqual([]);
    const deepest = valueOf(await teamList(token, { username: 'team0404' })).list[0]!;
    expect(deepest).toMatchObject({ username: 'team0404', level: 4, parent: 'agent04', type: 0 });
    const { token: other } = await signIn(platform, 'agent09');
    expect((await allNames(other)).sort()).toEqual(['team0901', 'team0902', 'team0903']);
    // Searching for someone outside the downline finds nobody.
    expect(valueOf(await teamList(other, { username: 'team01' })).list).toEqual([]);
    expect(valueOf(await teamList(sub, { username: 'team01' })).list).toEqual([]);
  });

  it('keeps merchants apart: an account opened under one merchant’s agent01 is nobody’s on the other', async () => {
    const { token } = await signIn(platform, 'agent01');
    const { token: lucky } = await signIn(platform, 'agent01', 'LUCKYSTAR');
    valueOf(await register(token, { username: 'freshsub01' }));
    expect(await allNames(token)).toContain('freshsub01');
    expect(await allNames(lucky, 'LUCKYSTAR')).not.toContain('freshsub01');
    // A token of one merchant is no session on another.
    expect(errorOf(await teamList(lucky, {}, 'PLAYDECK')).status).toBe(401);
    const { team: luckyTeam } = await seededFigures('agent01', 'LUCKYSTAR', lastDays(60));
    expect(valueOf(await kpi(lucky, lastDays(60), 'LUCKYSTAR')).size).toBe(luckyTeam.size);
  });

  it('gives each member its balance, last login and the deposits confirmed within the range, paged and searchable', async () => {
    const { token } = await signIn(platform, 'agent01');
    const range = lastDays(60);
    const page1 = valueOf(await teamList(token, { pageSize: 10, pageNo: 1 }));
    const page3 = valueOf(await teamList(token, { pageSize: 10, pageNo: 3 }));
    expect(page1).toMatchObject({ total: 30, totalPages: 3, pageNum: 1 });
    expect(page1.list).toHaveLength(10);
    expect(new Set([...page1.list, ...page3.list].map((row) => row.username)).size).toBe(20);
    const rows = valueOf(await teamList(token)).list;
    const db = platform.services.db;
    for (const row of rows.slice(0, 8)) {
      const [member] = await db
        .select()
        .from(members)
        .where(eq(members.username, row.username))
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .then((found) => found.filter((f) => f.merchants.code === 'PLAYDECK').map((f) => f.members));
      const [main] = await db
        .select()
        .from(wallets)
        .where(eq(wallets.memberId, member!.id))
        .then((found) => found.filter((w) => w.code === 'MAIN'));
      const paid = (await db.select().from(deposits).where(eq(deposits.memberId, member!.id)))
        .filter((d) => d.status === 'CONFIRMED' && d.createdAt.getTime() >= range.startDate && d.createdAt.getTime() < range.endDate)
        .reduce((sum, d) => sum + d.amount, 0);
      const logins = (await db.select().from(sessions).where(eq(sessions.memberId, member!.id))).map((s) => s.createdAt.getTime());
      expect(row.balance).toBe(main!.balance / 100);
      expect(row.deposits).toBe(paid / 100);
      expect(row.lastLoginAt).toBe(logins.length ? Math.max(...logins) : null);
    }
    expect(rows.some((row) => row.deposits > 0)).toBe(true);
    const found = valueOf(await teamList(token, { username: 'TEAM03' }))
      .list.map((row) => row.username)
      .sort();
    expect(found).toEqual(['team03', 'team0301', 'team0302', 'team0303', 'team0304', 'team0305']);
  });

  it('opens a member or sub-agent under the agent by the register rules, refusing taken names and mismatches', async () => {
    const { token } = await signIn(platform, 'agent02');
    expect(valueOf(await register(token, { username: 'newbie0001' }))).toEqual({ username: 'newbie0001', type: 0 });
    expect(valueOf(await register(token, { username: 'subagent01', userType: 2 }))).toEqual({ username: 'subagent01', type: 2 });
    const listed = valueOf(await teamList(token, { username: 'newbie0001' })).list[0]!;
    expect(listed).toMatchObject({ username: 'newbie0001', level: 1, parent: 'agent02', balance: 0, lastLoginAt: null, deposits: 0 });
    const { token: top } = await signIn(platform, 'agent01');
    expect(valueOf(await teamList(top, { username: 'subagent01' })).list[0]).toMatchObject({ level: 2, parent: 'agent02', type: 2 });
    expect(errorOf(await register(token, { username: 'TEAM01' })).errorCode).toBe('username.exists');
    expect(errorOf(await register(token, { username: 'mismatch01', confirmPassword: 'Other5678' })).errorCode).toBe(
      'password.confirm.mismatch',
    );
    expect(errorOf(await register(token, { username: 'a b' }))).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'username' },
    });
    expect(errorOf(await register(token, { username: 'shortpw01', password: '1', confirmPassword: '1' }))).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'password' },
    });
  });

  it('opens at most 20 accounts a day per agent, then answers TOO_MANY_REQUEST with Retry-After until the day is over', async () => {
    const { token } = await signIn(platform, 'agent02');
    const perDay = platform.services.config.agentSignUpsPerDay;
    expect(perDay).toBe(20);
    for (let n = 1; n <= perDay; n += 1) valueOf(await register(token, { username: `burst${String(n).padStart(4, '0')}` }));
    const refused = await register(token, { username: 'burst0021' });
    expect(errorOf(refused)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 86_400 } });
    expect(refused.headers['retry-after']).toBe('86400');
    expect(await platform.services.db.select().from(members).where(eq(members.username, 'burst0021'))).toEqual([]);
    // Another agent has a budget of its own.
    const { token: other } = await signIn(platform, 'agent03');
    valueOf(await register(other, { username: 'otherteam01' }));

    platform.clock.advance(24 * 3_600_000);
    const again = await signIn(platform, 'agent02');
    expect(valueOf(await register(again.token, { username: 'burst0021' })).username).toBe('burst0021');
  });

  it('refuses non-agents and trial users with non.agent.login, and bad ranges as bad requests', async () => {
    for (const username of ['member01', 'type04', 'type40', 'team01']) {
      const { token } = await signIn(platform, username);
      const refusals = [
        errorOf(await kpi(token)),
        errorOf(await teamList(token)),
        errorOf(await register(token, { username: `x${username}` })),
      ];
      for (const refusal of refusals) expect(refusal).toMatchObject({ status: 403, errorCode: 'non.agent.login' });
    }
    const trial = await signInTrial(platform);
    expect(
      errorOf(await callPlatform(platform, contract.agentTeam.kpi, { token: trial.token, query: lastDays(1), merchant: trial.merchant }))
        .status,
    ).toBeGreaterThanOrEqual(400);
    const { token } = await signIn(platform, 'agent01');
    const now = platform.clock.now.getTime();
    expect(errorOf(await kpi(token, { startDate: now, endDate: now - 1 }))).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'endDate' },
    });
    expect(errorOf(await kpi(token, { startDate: now - 94 * DAY_MS, endDate: now }))).toMatchObject({
      errorCode: 'request_param_err',
      value: { field: 'startDate' },
    });
    expect(errorOf(await kpi(token, { startDate: 0, endDate: 9e15 })).errorCode).toBe('request_param_err');
  });
});
