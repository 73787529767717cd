import type { FakeWorld } from '../fake-platform';
import { demoCurrency } from './system';
import { contract, GAME_CATEGORIES, type AgentContract, type CategoryRate } from '@playdeck/api';

const { agentContracts } = contract;

const rates = (values: number[]): CategoryRate[] => GAME_CATEGORIES.map((category, index) => ({ category, rateBp: values[index] ?? 0 }));

/** agent01's own rates (GAME_CATEGORIES order: LOTT, LIVE, RNG, SPORTS, PVP, FISH, ESPORTS, COCKFIGHT). */
export const demoOwnRates = rates([120, 80, 150, 100, 100, 120, 80, 60]);

export const demoSalaryOffer: AgentContract = {
  id: 7,
  kind: 'SALARY',
  basis: 'TURNOVER',
  tiers: [
    { min: 0, value: 50 },
    { min: 5000, value: 120 },
    { min: 20000, value: 300 },
  ],
  state: 'PENDING',
  offeredBy: 'agent01',
  createdAt: Date.UTC(2026, 10, 24, 8),
  decidedAt: null,
};

export const demoDividendContract: AgentContract = {
  id: 3,
  kind: 'DIVIDEND',
  basis: 'ACTIVE_MEMBERS',
  tiers: [
    { min: 1, value: 1000 },
    { min: 10, value: 2000 },
  ],
  state: 'ACCEPTED',
  offeredBy: 'operator',
  createdAt: Date.UTC(2026, 9, 25),
  decidedAt: Date.UTC(2026, 9, 26),
};

/** The agent rebate, team rebate, dividend and contract calls' demo answers (world.ts spreads them in). */
export const agentContractAnswers: FakeWorld = {
  [agentContracts.rebate.id]: () => ({
    currencySymbol: demoCurrency.currencySymbol,
    rates: demoOwnRates,
    earnings: demoOwnRates.map((rate) => ({
      ...rate,
      turnover: rate.category === 'RNG' ? 12_500 : rate.category === 'LIVE' ? 3_000 : 0,
      amount: rate.category === 'RNG' ? 56.25 : rate.category === 'LIVE' ? 6 : 0,
    })),
    total: 62.25,
    payouts: [{ period: '2026-11-23', amount: 18.4, paidAt: Date.UTC(2026, 10, 24, 1) }],
  }),
  [agentContracts.teamRebate.id]: () => ({
    own: demoOwnRates,
    list: [
      { username: 'agent02', type: 2, rates: rates([100, 60, 120, 80, 80, 100, 60, 40]) },
      { username: 'team01', type: 0, rates: rates([]) },
    ],
  }),
  [agentContracts.updateTeamRebate.id]: ({ body }) => {
    const changes = (body?.rates ?? []) as CategoryRate[];
    const base = rates([100, 60, 120, 80, 80, 100, 60, 40]);
    return {
      username: String(body?.username ?? 'agent02'),
      type: 2,
      rates: base.map((rate) => changes.find((change) => change.category === rate.category) ?? rate),
    };
  },
  [agentContracts.dividend.id]: () => ({
    currencySymbol: demoCurrency.currencySymbol,
    contract: demoDividendContract,
    periods: [
      {
        period: '2026-11-H2',
        start: Date.UTC(2026, 10, 16),
        end: Date.UTC(2026, 11, 1),
        turnover: 8_400,
        netResult: 1_250.5,
        activeMembers: 12,
        shareBp: 2000,
        dividend: 250.1,
      },
      {
        period: '2026-11-H1',
        start: Date.UTC(2026, 10, 1),
        end: Date.UTC(2026, 10, 16),
        turnover: 5_100,
        netResult: -320,
        activeMembers: 8,
        shareBp: 1000,
        dividend: 0,
      },
    ],
    payouts: [{ period: '2026-10-H2', amount: 180, paidAt: Date.UTC(2026, 10, 1, 1) }],
  }),
  [agentContracts.contract.id]: ({ query }) =>
    query?.kind === 'SALARY'
      ? { currencySymbol: demoCurrency.currencySymbol, pending: demoSalaryOffer, current: null, history: [] }
      : {
          currencySymbol: demoCurrency.currencySymbol,
          pending: null,
          current: query?.kind === 'DIVIDEND' ? demoDividendContract : null,
          history: [],
        },
  [agentContracts.answerContract.id]: ({ body }) => ({
    ...demoSalaryOffer,
    id: Number(body?.id ?? demoSalaryOffer.id),
    state: body?.accept ? 'ACCEPTED' : 'REJECTED',
    decidedAt: Date.UTC(2026, 10, 24, 9),
  }),
  [agentContracts.requests.id]: () => ({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 }),
};
