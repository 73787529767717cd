import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { contract } from '@playdeck/api';
import { postings } from '../../db/schema';
import { addSubordinate, listAgentContracts, offerAgentContract, payoutAgents } from '../../admin/agent-actions';
import { withBrandSwitches } from '../../testing/brand-switches';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';
import { houseBalance, mainBalance } from '../payment-password/testing/money-member';
import { walletsOutOfBalance } from '../wallet/testing/ledger-check';
import { dayPeriod, hourPeriod, halfMonthPeriod } from './periods';
import { seededWorld } from './testing/seeded-figures';

const DAY = 86_400_000;

describe('agent rebates, dividend and contracts', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const as = async (username: string, merchant = 'PLAYDECK') => ({ token: (await signIn(platform, username, merchant)).token, merchant });
  const sixtyDays = () => {
    const now = platform.clock.now.getTime();
    return { start: new Date(now - 61 * DAY), end: new Date(now + DAY) };
  };
  const rebateOf = async (who: { token: string; merchant: string }, range = sixtyDays()) =>
    valueOf(
      await callPlatform(platform, contract.agentContracts.rebate, {
        ...who,
        query: { startDate: range.start.getTime(), endDate: range.end.getTime() },
      }),
    );
  const update = async (who: { token: string; merchant: string }, username: string, rates: { category: string; rateBp: number }[]) =>
    callPlatform(platform, contract.agentContracts.updateTeamRebate, { ...who, body: { username, rates } });

  it('an agent earns on its team’s bets what the seeded rounds and rates give, per category', async () => {
    // lucky's brand.json turns the agent rebate off (feature-gate.spec.ts): on here, for its merchant's figures.
    await withBrandSwitches(platform, 'LUCKYSTAR', { agentMenu: { AGEREBINC3: true } }, () => earningsOnEveryMerchant());
  });

  async function earningsOnEveryMerchant() {
    for (const merchant of ['PLAYDECK', 'LUCKYSTAR']) {
      const range = sixtyDays();
      const world = await seededWorld(platform, merchant, range.start, range.end);
      for (const username of ['agent01', 'agent02', 'agent03']) {
        const rebate = await rebateOf(await as(username, merchant), range);
        expect(rebate.total * 100).toBeCloseTo(world.rebate(username), 6);
        expect(rebate.earnings.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)).toBe(world.rebate(username));
      }
      expect(world.rebate('agent01')).toBeGreaterThan(0);
      const rates = (await rebateOf(await as('agent01', merchant), range)).rates;
      expect(rates.find((rate) => rate.category === 'RNG')).toEqual({ category: 'RNG', rateBp: 150 });
    }
  }

  it('lists the direct subordinates’ rates and changes them within the agent’s own, never above', async () => {
    const agent01 = await as('agent01');
    const team = valueOf(await callPlatform(platform, contract.agentContracts.teamRebate, agent01));
    expect(team.list.map((row) => row.username)).toContain('agent02');
    expect(team.list.map((row) => row.username)).not.toContain('agent03');
    expect(team.list.find((row) => row.username === 'agent02')!.rates.find((rate) => rate.category === 'RNG')!.rateBp).toBe(120);

    const changed = valueOf(await update(agent01, 'agent02', [{ category: 'RNG', rateBp: 150 }]));
    expect(changed.rates.find((rate) => rate.category === 'RNG')!.rateBp).toBe(150);

    const above = errorOf(await update(agent01, 'agent02', [{ category: 'LIVE', rateBp: 81 }]));
    expect(above).toMatchObject({ status: 400, errorCode: 'rebate.rate.above.own', value: { field: 'LIVE', maxRateBp: 80 } });
    // Nothing of a refused update is kept, not even its allowed part.
    errorOf(
      await update(agent01, 'agent02', [
        { category: 'FISH', rateBp: 10 },
        { category: 'LIVE', rateBp: 81 },
      ]),
    );
    const after = valueOf(await callPlatform(platform, contract.agentContracts.teamRebate, agent01)).list.find(
      (row) => row.username === 'agent02',
    )!;
    expect(after.rates.find((rate) => rate.category === 'FISH')!.rateBp).toBe(100);
    expect(after.rates.find((rate) => rate.category === 'LIVE')!.rateBp).toBe(60);

    // A float rate is bad input, not a rate.
    expect(errorOf(await update(agent01, 'agent02', [{ category: 'RNG', rateBp: 1.5 }])).status).toBe(400);
  });

  it('keeps an agent to its own direct subordinates, across agents and merchants', async () => {
    const agent01 = await as('agent01');
    // agent03 is agent01's, but not direct; agent09's team and member01 are not agent01's at all.
    for (const username of ['agent03', 'team0901', 'agent09', 'member01', 'nobody']) {
      expect(errorOf(await update(agent01, username, [{ category: 'RNG', rateBp: 1 }]))).toMatchObject({
        status: 404,
        errorCode: 'agent.member.not.found',
      });
    }
    expect(errorOf(await update(await as('agent09'), 'agent02', [{ category: 'RNG', rateBp: 1 }])).status).toBe(404);
    // agent01 of the other merchant changes its own agent02, never this merchant's.
    valueOf(await update(await as('agent01', 'LUCKYSTAR'), 'agent02', [{ category: 'RNG', rateBp: 5 }]));
    const here = valueOf(await callPlatform(platform, contract.agentContracts.teamRebate, agent01)).list.find(
      (row) => row.username === 'agent02',
    )!;
    expect(here.rates.find((rate) => rate.category === 'RNG')!.rateBp).toBe(120);
  });

  it('refuses non-agents every agent call with a translated error', async () => {
    for (const username of ['member01', 'type04', 'type40']) {
      const who = await as(username);
      const range = { startDate: 0, endDate: 1 };
      const refusals = [
        errorOf(await callPlatform(platform, contract.agentContracts.rebate, { ...who, query: range })),
        errorOf(await callPlatform(platform, contract.agentContracts.teamRebate, who)),
        errorOf(await update(who, 'agent02', [{ category: 'RNG', rateBp: 1 }])),
        errorOf(await callPlatform(platform, contract.agentContracts.dividend, who)),
        errorOf(await callPlatform(platform, contract.agentContracts.contract, { ...who, query: { kind: 'SALARY' } })),
        errorOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...who, body: { id: 1, accept: true } })),
      ];
      for (const refusal of refusals) expect(refusal).toMatchObject({ status: 403, errorCode: 'non.agent.login' });
      expect(valueOf(await callPlatform(platform, contract.agentContracts.requests, who))).toEqual({
        dailysalreqtype: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
      });
    }
  });

  it('shows the pending salary offer as a request, and only its agent may answer it, once', async () => {
    const agent02 = await as('agent02');
    const requests = valueOf(await callPlatform(platform, contract.agentContracts.requests, agent02));
    expect(requests.dailysalreqtype).toBeGreaterThan(0);
    expect(requests.divtypecompperiodreq).toBe(0);
    const screen = valueOf(await callPlatform(platform, contract.agentContracts.contract, { ...agent02, query: { kind: 'SALARY' } }));
    expect(screen.pending).toMatchObject({ id: requests.dailysalreqtype, basis: 'TURNOVER', offeredBy: 'agent01', state: 'PENDING' });
    expect(screen.pending!.tiers).toEqual([
      { min: 0, value: 50 },
      { min: 5000, value: 120 },
      { min: 20000, value: 300 },
    ]);
    expect(screen.current).toBeNull();

    const answer = (who: { token: string; merchant: string }, accept = true) =>
      callPlatform(platform, contract.agentContracts.answerContract, { ...who, body: { id: requests.dailysalreqtype, accept } });
    for (const other of [await as('agent01'), await as('agent03'), await as('agent02', 'LUCKYSTAR')]) {
      expect(errorOf(await answer(other))).toMatchObject({ status: 409, errorCode: 'agent.contract.not.pending' });
    }
    expect(valueOf(await answer(agent02))).toMatchObject({ state: 'ACCEPTED', kind: 'SALARY' });
    expect(errorOf(await answer(agent02, false)).errorCode).toBe('agent.contract.not.pending');
    expect(valueOf(await callPlatform(platform, contract.agentContracts.requests, agent02)).dailysalreqtype).toBe(0);
    const after = valueOf(await callPlatform(platform, contract.agentContracts.contract, { ...agent02, query: { kind: 'SALARY' } }));
    expect(after.pending).toBeNull();
    expect(after.current?.state).toBe('ACCEPTED');
  });

  it('a newer offer supersedes a pending one; accepting supersedes the contract in force', async () => {
    const offer = (value: number) =>
      offerAgentContract(platform.services, {
        merchant: 'PLAYDECK',
        username: 'agent03',
        kind: 'HOURLY',
        basis: 'ACTIVE_MEMBERS',
        tiers: [{ min: 1, value }],
      });
    const agent03 = await as('agent03');
    const first = await offer(10);
    valueOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...agent03, body: { id: first.id, accept: true } }));
    const second = await offer(20);
    const third = await offer(30);
    expect(valueOf(await callPlatform(platform, contract.agentContracts.requests, agent03)).contracthoursalreq).toBe(third.id);
    expect(
      errorOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...agent03, body: { id: second.id, accept: true } }))
        .status,
    ).toBe(409);
    valueOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...agent03, body: { id: third.id, accept: true } }));
    const states = (await listAgentContracts(platform.services, { merchant: 'PLAYDECK', username: 'agent03' })).map((row) => [
      row.id,
      row.state,
    ]);
    expect(states).toEqual([
      [third.id, 'ACCEPTED'],
      [second.id, 'SUPERSEDED'],
      [first.id, 'SUPERSEDED'],
    ]);
    await expect(
      offerAgentContract(platform.services, {
        merchant: 'PLAYDECK',
        username: 'member01',
        kind: 'SALARY',
        basis: 'TURNOVER',
        tiers: [{ min: 0, value: 1 }],
      }),
    ).rejects.toThrow(/not an agent/);
  });

  /** The latest UTC day before today on which agent03's team placed bets. */
  async function dayWithBets(): Promise<Date> {
    const range = sixtyDays();
    const world = await seededWorld(platform, 'PLAYDECK', range.start, range.end);
    const team = [...world.downline(world.idOf('agent03'))];
    const result = await platform.services.db.execute<{ day: string }>(sql`
      SELECT max(r.created_at)::text AS day FROM game_rounds r JOIN wallets w ON w.id = r.wallet_id
      WHERE w.member_id IN (${sql.join(
        team.map((id) => sql`${id}`),
        sql`, `,
      )}) AND r.created_at < ${dayPeriod(platform.clock.now).start.toISOString()}::timestamptz`);
    return new Date((result as unknown as { rows: { day: string }[] }).rows[0]!.day);
  }

  it('pays an accepted daily salary by the tier the seeded team turnover reaches, once per day', async () => {
    const day = dayPeriod(await dayWithBets());
    const world = await seededWorld(platform, 'PLAYDECK', day.start, day.end);
    const turnover = world.team('agent03').bets;
    expect(turnover).toBeGreaterThan(0);
    const offered = await offerAgentContract(platform.services, {
      merchant: 'PLAYDECK',
      username: 'agent03',
      kind: 'SALARY',
      basis: 'TURNOVER',
      tiers: [
        { min: 0, value: 10 },
        { min: turnover / 100, value: 77.5 },
        { min: turnover / 100 + 0.01, value: 1000 },
      ],
    });
    const agent03 = await as('agent03');
    valueOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...agent03, body: { id: offered.id, accept: true } }));
    const before = await mainBalance(platform, agent03.token);
    const date = day.name;
    const first = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'salary', date });
    expect(first.find((line) => line.username === 'agent03')).toEqual({ username: 'agent03', period: date, amount: 77.5, outcome: 'paid' });
    // agent02 has only a pending offer: no salary.
    expect(first.find((line) => line.username === 'agent02')!.outcome).toBe('nothing');
    const second = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'salary', date });
    expect(second.find((line) => line.username === 'agent03')).toMatchObject({ outcome: 'already', amount: 0 });
    expect(await mainBalance(platform, agent03.token)).toBeCloseTo(before + 77.5, 6);
    const paid = await platform.services.db
      .select()
      .from(postings)
      .where(and(eq(postings.kind, 'agent_salary'), eq(postings.reference, `SALARY:${date}`)));
    expect(paid).toHaveLength(1);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
    // The payout is a COMMISSION record of the agent's.
    const records = valueOf(
      await callPlatform(platform, contract.records.list, {
        ...agent03,
        query: { types: 'COMMISSION', from: platform.clock.now.getTime() - DAY, to: platform.clock.now.getTime() + DAY },
      }),
    );
    // Its reference is the period it pays for, not the posting's internal key.
    expect(records.list.map((record) => [record.type, record.amount, record.reference])).toEqual([['COMMISSION', 77.5, date]]);
  });

  it('pays an accepted hourly salary once per UTC hour, as a salary posting', async () => {
    const offered = await offerAgentContract(platform.services, {
      merchant: 'PLAYDECK',
      username: 'agent04',
      kind: 'HOURLY',
      basis: 'TURNOVER',
      tiers: [{ min: 0, value: 3.25 }],
    });
    const agent04 = await as('agent04');
    valueOf(await callPlatform(platform, contract.agentContracts.answerContract, { ...agent04, body: { id: offered.id, accept: true } }));
    const before = await mainBalance(platform, agent04.token);
    // An hour of yesterday: its day has ended too, so the daily salary of that day may be paid below.
    const hour = hourPeriod(new Date(dayPeriod(platform.clock.now).start.getTime() - 3 * 3_600_000)).name;
    const first = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'hourly', date: hour });
    expect(first.find((line) => line.username === 'agent04')).toEqual({ username: 'agent04', period: hour, amount: 3.25, outcome: 'paid' });
    const again = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'hourly', date: hour });
    expect(again.find((line) => line.username === 'agent04')).toMatchObject({ outcome: 'already', amount: 0 });
    // The daily salary is another payout: the hourly one does not stand in for it.
    const daily = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'salary', date: hour.slice(0, 10) });
    expect(daily.find((line) => line.username === 'agent04')!.outcome).toBe('nothing');
    expect(await mainBalance(platform, agent04.token)).toBeCloseTo(before + 3.25, 6);
    const paid = await platform.services.db
      .select()
      .from(postings)
      .where(and(eq(postings.kind, 'agent_salary'), eq(postings.reference, `HOURLY:${hour}`)));
    expect(paid).toHaveLength(1);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('pays each agent the day’s rebate the seeded rounds give, once, from the house commissions account', async () => {
    const day = dayPeriod(await dayWithBets());
    const world = await seededWorld(platform, 'PLAYDECK', day.start, day.end);
    const houseBefore = await houseBalance(platform, 'AGENT_COMMISSIONS');
    const lines = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'rebate', date: day.name });
    let total = 0;
    for (const username of ['agent01', 'agent02', 'agent03']) {
      const line = lines.find((row) => row.username === username)!;
      expect(Math.round(line.amount * 100)).toBe(world.rebate(username));
      total += world.rebate(username);
    }
    expect(total).toBeGreaterThan(0);
    const again = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'rebate', date: day.name });
    expect(again.filter((line) => line.outcome === 'paid')).toEqual([]);
    expect(await houseBalance(platform, 'AGENT_COMMISSIONS')).toBe(
      houseBefore - lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0),
    );
    const agent02 = await as('agent02');
    expect((await rebateOf(agent02)).payouts.map((payout) => payout.period)).toEqual(world.rebate('agent02') > 0 ? [day.name] : []);
  });

  it('shows agent01’s dividend periods from the seeded team figures and pays the dividend once', async () => {
    const agent01 = await as('agent01');
    const dividend = valueOf(await callPlatform(platform, contract.agentContracts.dividend, agent01));
    expect(dividend.contract).toMatchObject({ kind: 'DIVIDEND', basis: 'ACTIVE_MEMBERS', state: 'ACCEPTED' });
    expect(dividend.periods).toHaveLength(6);
    for (const period of dividend.periods) {
      const world = await seededWorld(platform, 'PLAYDECK', new Date(period.start), new Date(period.end));
      const team = world.team('agent01');
      const shareBp = team.activeMembers >= 25 ? 3000 : team.activeMembers >= 10 ? 2000 : team.activeMembers >= 1 ? 1000 : 0;
      const net = team.bets - team.wins;
      expect(period).toEqual({
        period: period.period,
        start: period.start,
        end: period.end,
        turnover: team.bets / 100,
        netResult: net / 100,
        activeMembers: team.activeMembers,
        shareBp,
        dividend: (net > 0 ? Math.floor((net * shareBp) / 10_000) : 0) / 100,
      });
    }
    const last = dividend.periods[1]!;
    const date = new Date(last.start).toISOString().slice(0, 10);
    expect(halfMonthPeriod(new Date(last.start)).name).toBe(last.period);
    const lines = await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'dividend', date });
    const line = lines.find((row) => row.username === 'agent01')!;
    expect(line.amount).toBe(last.dividend);
    await payoutAgents(platform.services, { merchant: 'PLAYDECK', kind: 'dividend', date });
    const paid = valueOf(await callPlatform(platform, contract.agentContracts.dividend, agent01)).payouts;
    expect(paid.map((payout) => [payout.period, payout.amount])).toEqual(last.dividend > 0 ? [[last.period, last.dividend]] : []);
  });

  it('opens a fresh sub-agent under an agent for the journeys, and refuses a taken name', async () => {
    const created = await addSubordinate(platform.services, {
      merchant: 'PLAYDECK',
      parent: 'agent01',
      username: 'fresh01',
      password: 'secret123',
      type: 2,
    });
    expect(created).toMatchObject({ parent: 'agent01', username: 'fresh01', type: 2 });
    const team = valueOf(await callPlatform(platform, contract.agentContracts.teamRebate, await as('agent01')));
    expect(team.list.map((row) => row.username)).toContain('fresh01');
    await expect(
      addSubordinate(platform.services, { merchant: 'PLAYDECK', parent: 'agent01', username: 'fresh01', password: 'secret123', type: 2 }),
    ).rejects.toThrow(/exists/);
  });
});
