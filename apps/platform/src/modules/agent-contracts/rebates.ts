import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { GAME_CATEGORIES, type CategoryRate, type contract, type SubordinateRates, type ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { agentRebateRates, members } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { ParsedBody } from '../../http/register-call';
import type { CallContext, Member } from '../../http/request-context';
import type { Tx } from '../wallet/ledger';
import { merchantCurrency } from '../wallet/wallet-view';
import { toMoney } from '../wallet/money';
import { directSubordinate, requireAgent } from './agent-scope';
import { payoutHistory } from './payout-history';
import { betsPerBranch, type Range } from './team-bets';
import { shareOf } from './tiers';

type Category = (typeof GAME_CATEGORIES)[number];
type UpdateBody = ParsedBody<typeof contract.agentContracts.updateTeamRebate>;

/** Each member's rate per category (0 where none is stored), every category listed in GAME_CATEGORIES order. */
export async function ratesOf(db: Db | Tx, memberIds: number[]): Promise<Map<number, CategoryRate[]>> {
  const stored = memberIds.length ? await db.select().from(agentRebateRates).where(inArray(agentRebateRates.memberId, memberIds)) : [];
  const rates = new Map<number, CategoryRate[]>();
  for (const memberId of memberIds) {
    const mine = new Map(stored.filter((row) => row.memberId === memberId).map((row) => [row.category, row.rateBp]));
    rates.set(
      memberId,
      GAME_CATEGORIES.map((category) => ({ category, rateBp: mine.get(category) ?? 0 })),
    );
  }
  return rates;
}

const rateIn = (rates: readonly CategoryRate[], category: string) => rates.find((rate) => rate.category === category)?.rateBp ?? 0;

export interface Earning {
  category: Category;
  rateBp: number;
  turnover: number;
  amount: number;
}

/**
 * What the agent earns on its team's bets in the range, per category, in minor units: each branch's bets ×
 * (the agent's rate − the branch head's rate), rounded down per branch.
 */
export async function rebateEarnings(db: Db | Tx, agent: Member, range: Range): Promise<Earning[]> {
  const branchBets = await betsPerBranch(db, agent, range);
  const heads = [...new Set(branchBets.map((row) => row.headId))];
  const rates = await ratesOf(db, [agent.id, ...heads]);
  const own = rates.get(agent.id)!;
  return GAME_CATEGORIES.map((category) => {
    const inCategory = branchBets.filter((row) => row.category === category);
    const amount = inCategory.reduce(
      (sum, row) => sum + shareOf(row.bets, Math.max(0, rateIn(own, category) - rateIn(rates.get(row.headId)!, category))),
      0,
    );
    return { category, rateBp: rateIn(own, category), turnover: inCategory.reduce((sum, row) => sum + row.bets, 0), amount };
  });
}

export async function agentRebate(
  ctx: CallContext,
  query: { startDate: number; endDate: number },
): Promise<ValueOf<typeof contract.agentContracts.rebate>> {
  const agent = requireAgent(ctx);
  if (query.endDate <= query.startDate) {
    throw new PlatformError('request_param_err', { message: 'endDate must come after startDate', value: { field: 'endDate' } });
  }
  const { db } = ctx.services;
  const earnings = await rebateEarnings(db, agent, { start: new Date(query.startDate), end: new Date(query.endDate) });
  const { currencySymbol } = await merchantCurrency(db, agent.merchantId);
  return {
    currencySymbol,
    rates: (await ratesOf(db, [agent.id])).get(agent.id)!,
    earnings: earnings.map((row) => ({ ...row, turnover: toMoney(row.turnover), amount: toMoney(row.amount) })),
    total: toMoney(earnings.reduce((sum, row) => sum + row.amount, 0)),
    payouts: await payoutHistory(db, agent.id, 'agent_rebate'),
  };
}

export async function teamRebate(ctx: CallContext): Promise<ValueOf<typeof contract.agentContracts.teamRebate>> {
  const agent = requireAgent(ctx);
  const { db } = ctx.services;
  const direct = await db
    .select({ id: members.id, username: members.username, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, agent.merchantId), eq(members.parentId, agent.id)))
    .orderBy(asc(members.username));
  const rates = await ratesOf(db, [agent.id, ...direct.map((row) => row.id)]);
  return {
    own: rates.get(agent.id)!,
    list: direct.map((row) => ({ username: row.username, type: row.type, rates: rates.get(row.id)! })),
  };
}

/**
 * Sets some of a direct subordinate's rates. The agent's own rates are read in the same transaction, row
 * locked, so a concurrent change of the agent's rates cannot let one through above them.
 */
export async function updateTeamRebate(ctx: CallContext, body: UpdateBody): Promise<SubordinateRates> {
  const agent = requireAgent(ctx);
  const { services } = ctx;
  return services.db.transaction(async (tx) => {
    const subordinate = await directSubordinate(tx as unknown as Db, agent, body.username);
    await tx.execute(sql`SELECT 1 FROM agent_rebate_rates WHERE member_id = ${agent.id} FOR UPDATE`);
    const own = (await ratesOf(tx, [agent.id])).get(agent.id)!;
    for (const rate of body.rates) {
      if (rate.rateBp > rateIn(own, rate.category)) {
        throw new PlatformError('rebate.rate.above.own', {
          status: 400,
          value: { field: rate.category, maxRateBp: rateIn(own, rate.category) },
        });
      }
    }
    const now = services.now();
    for (const rate of body.rates) {
      await tx
        .insert(agentRebateRates)
        .values({ memberId: subordinate.id, category: rate.category, rateBp: rate.rateBp, updatedAt: now })
        .onConflictDoUpdate({
          target: [agentRebateRates.memberId, agentRebateRates.category],
          set: { rateBp: rate.rateBp, updatedAt: now },
        });
    }
    return { username: subordinate.username, type: subordinate.type, rates: (await ratesOf(tx, [subordinate.id])).get(subordinate.id)! };
  });
}
