import { contract, type TeamBet, type TeamPnlRow, type TeamRecord } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

// An agent's team reports in the contract's wire form: three members with activity, their bets and records.
const HOUR = 3_600_000;
const demoNow = Date.UTC(2026, 10, 23, 3);

/** A demo agent's session (type 1). */
export const demoAgentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

export const demoTeamPnl: TeamPnlRow[] = [
  { username: 'team01', bets: 1_250, wins: 900, bonuses: 50, net: -300 },
  { username: 'team0301', bets: 400, wins: 725.5, bonuses: 0, net: 325.5 },
  { username: 'team05', bets: 80, wins: 0, bonuses: 7, net: -73 },
];

export function demoTeamBet(id: number, overrides: Partial<TeamBet> = {}): TeamBet {
  return {
    id,
    username: 'team01',
    roundId: `round-${id}`,
    gameName: 'Lucky Fortune',
    category: 'RNG',
    vendor: 'JL',
    vendorName: 'JILI',
    bet: 10,
    win: id % 2 === 0 ? 25 : 0,
    createdAt: demoNow - id * HOUR,
    ...overrides,
  };
}

export const demoTeamRecords: TeamRecord[] = [
  {
    id: 12,
    username: 'team05',
    type: 'BONUS',
    amount: 7,
    balanceAfter: 507,
    wallet: 'MAIN',
    reference: 'bonus-1',
    createdAt: demoNow - HOUR,
  },
  {
    id: 11,
    username: 'team0301',
    type: 'BET',
    amount: -20,
    balanceAfter: 980,
    wallet: 'MAIN',
    reference: 'G20261123000041',
    createdAt: demoNow - 2 * HOUR,
  },
];

const sum = (key: 'bets' | 'wins' | 'bonuses' | 'net') => demoTeamPnl.reduce((total, row) => total + row[key], 0);

export const agentReportAnswers: FakeWorld = {
  [contract.agentReports.teamPnl.id]: () => ({
    list: demoTeamPnl,
    total: { members: demoTeamPnl.length, bets: sum('bets'), wins: sum('wins'), bonuses: sum('bonuses'), net: sum('net') },
    pageNum: 1,
    totalPages: 1,
  }),
  [contract.agentReports.teamBets.id]: ({ query }) => {
    const username = typeof query?.username === 'string' ? query.username : '';
    const list = [
      demoTeamBet(1),
      demoTeamBet(2, { username: 'team0301', category: 'LIVE', vendor: 'EVO', vendorName: 'Evolution' }),
    ].filter((bet) => !username || bet.username === username);
    return {
      list,
      totals: {
        count: list.length,
        bets: list.reduce((total, bet) => total + bet.bet, 0),
        wins: list.reduce((total, bet) => total + bet.win, 0),
      },
      pageNum: 1,
      totalPages: list.length ? 1 : 0,
    };
  },
  [contract.agentReports.teamRecords.id]: () => ({
    list: demoTeamRecords,
    totals: [
      { type: 'BET', count: 1, amount: -20 },
      { type: 'BONUS', count: 1, amount: 7 },
    ],
    pageNum: 1,
    totalPages: 1,
  }),
};
