import type { contract, ValueOf } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { toMoney } from '../wallet/money';
import { merchantCurrency } from '../wallet/wallet-view';
import { requireAgent } from './agent-scope';
import { contractInForce, contractView } from './contracts';
import { payoutHistory } from './payout-history';
import { dividendFor } from './payouts';
import { halfMonthPeriod, previousPeriod, type Period } from './periods';

/** How many half months the dividend screen shows: the running one and the five before it. */
const PERIODS_SHOWN = 6;

export async function dividendScreen(ctx: CallContext): Promise<ValueOf<typeof contract.agentContracts.dividend>> {
  const agent = requireAgent(ctx);
  const { db } = ctx.services;
  const inForce = await contractInForce(db, agent.id, 'DIVIDEND');
  const periods: Period[] = [halfMonthPeriod(ctx.services.now())];
  while (periods.length < PERIODS_SHOWN) periods.push(previousPeriod(periods.at(-1)!, halfMonthPeriod));
  const figures = await Promise.all(periods.map(async (period) => ({ period, ...(await dividendFor(db, agent, period)) })));
  return {
    currencySymbol: (await merchantCurrency(db, agent.merchantId)).currencySymbol,
    contract: inForce ? contractView(inForce, null) : null,
    periods: figures.map(({ period, ...row }) => ({
      period: period.name,
      start: period.start.getTime(),
      end: period.end.getTime(),
      turnover: toMoney(row.turnover),
      netResult: toMoney(row.netResult),
      activeMembers: row.activeMembers,
      shareBp: row.shareBp,
      dividend: toMoney(row.dividend),
    })),
    payouts: await payoutHistory(db, agent.id, 'agent_dividend'),
  };
}
