import { and, eq, gte, lt } from 'drizzle-orm';
import { agentRebateRates, gameLaunches, gameRounds, games, members, merchants, wallets } from '../../../db/schema';
import type { TestPlatform } from '../../../testing/test-platform';
import { FREE_PLAY_WALLET } from '../../wallet/wallets';

/**
 * The seeded tables walked plainly in memory (no recursive SQL): members by parent link, each real bet round
 * with its member and game category. Specs compare the module's answers with what this gives.
 */
export async function seededWorld(platform: TestPlatform, merchantCode: string, start: Date, end: Date) {
  const { db } = platform.services;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  const people = await db.select().from(members).where(eq(members.merchantId, merchant!.id));
  const rounds = await db
    .select({ memberId: wallets.memberId, wallet: wallets.code, category: games.category, bet: gameRounds.bet, win: gameRounds.win })
    .from(gameRounds)
    .innerJoin(wallets, eq(wallets.id, gameRounds.walletId))
    .innerJoin(gameLaunches, eq(gameLaunches.id, gameRounds.launchId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(and(eq(gameLaunches.merchantId, merchant!.id), gte(gameRounds.createdAt, start), lt(gameRounds.createdAt, end)));
  const realRounds = rounds.filter((round) => round.wallet !== FREE_PLAY_WALLET);
  const rates = await db.select().from(agentRebateRates);
  const idOf = (username: string) => people.find((person) => person.username === username)!.id;
  const rate = (memberId: number, category: string) =>
    rates.find((row) => row.memberId === memberId && row.category === category)?.rateBp ?? 0;
  /** Every member whose parent links lead to the agent. */
  const downline = (agentId: number): Set<number> => {
    const found = new Set<number>();
    let frontier = [agentId];
    while (frontier.length) {
      frontier = people.filter((person) => person.parentId !== null && frontier.includes(person.parentId)).map((person) => person.id);
      for (const id of frontier) found.add(id);
    }
    return found;
  };
  return {
    idOf,
    downline,
    /** The rebate the agent earns: each direct subordinate's branch's bets × the rate difference, floored per branch and category. */
    rebate(username: string): number {
      const agentId = idOf(username);
      let total = 0;
      for (const head of people.filter((person) => person.parentId === agentId)) {
        const branch = new Set([head.id, ...downline(head.id)]);
        const perCategory = new Map<string, number>();
        for (const round of realRounds.filter((row) => branch.has(row.memberId))) {
          perCategory.set(round.category, (perCategory.get(round.category) ?? 0) + round.bet);
        }
        for (const [category, bets] of perCategory) {
          total += Math.floor((bets * Math.max(0, rate(agentId, category) - rate(head.id, category))) / 10_000);
        }
      }
      return total;
    },
    team(username: string) {
      const team = downline(idOf(username));
      const mine = realRounds.filter((row) => team.has(row.memberId));
      return {
        bets: mine.reduce((sum, row) => sum + row.bet, 0),
        wins: mine.reduce((sum, row) => sum + row.win, 0),
        activeMembers: new Set(mine.map((row) => row.memberId)).size,
      };
    },
  };
}
