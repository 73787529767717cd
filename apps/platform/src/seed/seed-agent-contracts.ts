import { and, eq, inArray } from 'drizzle-orm';
import { GAME_CATEGORIES } from '@playdeck/api';
import { agentContracts, agentRebateRates, members, merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { merchantCodesOf, type SeedScope } from './scope';

/**
 * Rebate rates (basis points per game category) along the tree: agent01 > agent02 > agent03 (agent04 has
 * none stored, so 0), agent09 its own. A top agent's rates are the operator's; each lower one within its
 * upline's, as the team-rebate screen enforces.
 */
export const SEEDED_RATES: Record<string, Record<(typeof GAME_CATEGORIES)[number], number>> = {
  agent01: { LOTT: 120, LIVE: 80, RNG: 150, SPORTS: 100, PVP: 100, FISH: 120, ESPORTS: 80, COCKFIGHT: 60 },
  agent02: { LOTT: 100, LIVE: 60, RNG: 120, SPORTS: 80, PVP: 80, FISH: 100, ESPORTS: 60, COCKFIGHT: 40 },
  agent03: { LOTT: 60, LIVE: 30, RNG: 80, SPORTS: 50, PVP: 50, FISH: 60, ESPORTS: 30, COCKFIGHT: 20 },
  agent09: { LOTT: 100, LIVE: 100, RNG: 100, SPORTS: 100, PVP: 100, FISH: 100, ESPORTS: 100, COCKFIGHT: 100 },
};

/** agent02's pending daily-salary offer (the contract prompt's demo): by team turnover, major units. */
export const SEEDED_SALARY_OFFER = [
  { min: 0, value: 50 },
  { min: 5_000, value: 120 },
  { min: 20_000, value: 300 },
];

/** agent01's dividend contract in force: share (basis points) by active team members. */
export const SEEDED_DIVIDEND_TERMS = [
  { min: 1, value: 1_000 },
  { min: 10, value: 2_000 },
  { min: 25, value: 3_000 },
];

/** On every real merchant: the rates, agent01's accepted dividend contract and agent02's pending salary offer. */
export async function seedAgentContracts(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const now = services.now();
  const agents = await db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username, parentId: members.parentId })
    .from(members)
    .innerJoin(
      merchants,
      and(eq(merchants.id, members.merchantId), eq(merchants.isTrial, false), inArray(merchants.code, merchantCodesOf(scope))),
    )
    .where(inArray(members.username, Object.keys(SEEDED_RATES)))
    .orderBy(members.id);
  if (agents.length === 0) return;
  await db.insert(agentRebateRates).values(
    agents.flatMap((agent) =>
      GAME_CATEGORIES.map((category) => ({
        memberId: agent.id,
        category,
        rateBp: SEEDED_RATES[agent.username]![category],
        updatedAt: now,
      })),
    ),
  );
  const offers = agents.flatMap((agent): (typeof agentContracts.$inferInsert)[] => {
    const base = { merchantId: agent.merchantId, memberId: agent.id, offeredById: agent.parentId };
    if (agent.username === 'agent01') {
      return [
        {
          ...base,
          kind: 'DIVIDEND' as const,
          basis: 'ACTIVE_MEMBERS' as const,
          tiers: SEEDED_DIVIDEND_TERMS,
          state: 'ACCEPTED' as const,
          createdAt: new Date(now.getTime() - 30 * 86_400_000),
          decidedAt: new Date(now.getTime() - 29 * 86_400_000),
        },
      ];
    }
    if (agent.username === 'agent02') {
      return [
        {
          ...base,
          kind: 'SALARY' as const,
          basis: 'TURNOVER' as const,
          tiers: SEEDED_SALARY_OFFER.map((tier) => ({ min: tier.min * 100, value: tier.value * 100 })),
          createdAt: new Date(now.getTime() - 3_600_000),
        },
      ];
    }
    return [];
  });
  if (offers.length) await db.insert(agentContracts).values(offers);
}
