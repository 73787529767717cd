import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { members, type LedgerKind } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { Member } from '../../http/request-context';
import { isPosted, isUniqueViolation, post } from '../wallet/ledger';
import { ensureWallet, MAIN_WALLET } from '../wallet/wallets';
import { contractInForce } from './contracts';
import { dayPeriod, halfMonthPeriod, hourPeriod, previousPeriod, type Period } from './periods';
import { rebateEarnings } from './rebates';
import { teamTotals, type Range } from './team-bets';
import { shareOf, tierFor } from './tiers';

export const PAYOUT_KINDS = ['rebate', 'salary', 'hourly', 'dividend'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

const LEDGER_KIND: Record<PayoutKind, LedgerKind> = {
  rebate: 'agent_rebate',
  salary: 'agent_salary',
  hourly: 'agent_salary',
  dividend: 'agent_dividend',
};
/** Rebate and the daily salary are paid per UTC day, the hourly salary per UTC hour, the dividend per half month. */
export const PERIOD_OF: Record<PayoutKind, (at: Date) => Period> = {
  rebate: dayPeriod,
  salary: dayPeriod,
  hourly: hourPeriod,
  dividend: halfMonthPeriod,
};

/** What a period's team figures give under a salary contract's tiers (the daily or the hourly one), in minor units. */
export async function salaryFor(db: Db, agent: Member, range: Range, contractKind: 'SALARY' | 'HOURLY' = 'SALARY'): Promise<number> {
  const contract = await contractInForce(db, agent.id, contractKind);
  if (!contract) return 0;
  const totals = await teamTotals(db, agent, range);
  return tierFor(contract.tiers, contract.basis === 'TURNOVER' ? totals.bets : totals.activeMembers)?.value ?? 0;
}

export interface DividendFigures {
  turnover: number;
  netResult: number;
  activeMembers: number;
  shareBp: number;
  dividend: number;
}

/** The team's net result (bets − wins) × the share of the tier it reaches; nothing when the team won. */
export async function dividendFor(db: Db, agent: Member, range: Range): Promise<DividendFigures> {
  const contract = await contractInForce(db, agent.id, 'DIVIDEND');
  const totals = await teamTotals(db, agent, range);
  const netResult = totals.bets - totals.wins;
  const tier = contract ? tierFor(contract.tiers, contract.basis === 'TURNOVER' ? totals.bets : totals.activeMembers) : undefined;
  const shareBp = tier?.value ?? 0;
  return {
    turnover: totals.bets,
    netResult,
    activeMembers: totals.activeMembers,
    shareBp,
    dividend: netResult > 0 ? shareOf(netResult, shareBp) : 0,
  };
}

async function amountFor(db: Db, kind: PayoutKind, agent: Member, period: Period): Promise<number> {
  if (kind === 'rebate') return (await rebateEarnings(db, agent, period)).reduce((sum, row) => sum + row.amount, 0);
  if (kind === 'salary') return salaryFor(db, agent, period);
  if (kind === 'hourly') return salaryFor(db, agent, period, 'HOURLY');
  return (await dividendFor(db, agent, period)).dividend;
}

export interface PayoutLine {
  username: string;
  period: string;
  /** Minor units. */
  amount: number;
  /** paid now, already (by an earlier run) or nothing (zero due). */
  outcome: 'paid' | 'already' | 'nothing';
}

/**
 * A period is paid once and closed: paying one that has not ended would pay part of it and never the rest,
 * so a date whose period is still running (today, this hour, the future) is refused (periods are UTC).
 */
function refuseUnfinished(kind: PayoutKind, period: Period, now: Date): void {
  if (period.end.getTime() <= now.getTime()) return;
  throw new PlatformError('request_param_err', {
    status: 400,
    message: `the ${kind} period ${period.name} has not ended: it ends at ${period.end.toISOString()} (UTC); pay it after that`,
  });
}

/** The key that makes a payout happen once per agent, kind and period. */
export const payoutKey = (kind: PayoutKind, memberId: number, period: string) => `agent:${kind}:${memberId}:${period}`;

/**
 * Pays every agent of the merchant what it is due for the period holding `at` (by default the last finished
 * one): computed from the bet records and the contracts and rates in force, posted from the house
 * AGENT_COMMISSIONS account to the agent's MAIN wallet. Once per agent, kind and period: a second run finds
 * the posting and pays nothing; concurrent runs are stopped by the posting's unique key.
 */
export async function payAgents(db: Db, merchantId: number, kind: PayoutKind, now: Date, at?: Date): Promise<PayoutLine[]> {
  const periodOf = PERIOD_OF[kind];
  const period = at ? periodOf(at) : previousPeriod(periodOf(now), periodOf);
  refuseUnfinished(kind, period, now);
  const agents = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.isTrial, false), notInArray(members.type, [0, 4, 40])))
    .orderBy(members.id);
  const lines: PayoutLine[] = [];
  for (const agent of agents) {
    const key = payoutKey(kind, agent.id, period.name);
    const line = { username: agent.username, period: period.name };
    if (await isPosted(db, key)) {
      lines.push({ ...line, amount: 0, outcome: 'already' });
      continue;
    }
    const amount = await amountFor(db, kind, agent, period);
    if (amount <= 0) {
      lines.push({ ...line, amount: 0, outcome: 'nothing' });
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        const main = await ensureWallet(tx, agent.id, MAIN_WALLET);
        await post(tx, {
          merchantId,
          memberId: agent.id,
          kind: LEDGER_KIND[kind],
          idempotencyKey: key,
          reference: `${kind.toUpperCase()}:${period.name}`,
          now,
          legs: [
            { house: 'AGENT_COMMISSIONS', amount: -amount },
            { walletId: main.id, amount },
          ],
        });
      });
      lines.push({ ...line, amount, outcome: 'paid' });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      lines.push({ ...line, amount: 0, outcome: 'already' });
    }
  }
  return lines;
}
