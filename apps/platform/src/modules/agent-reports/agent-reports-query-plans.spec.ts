import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type CallDefinition } from '@playdeck/api';
import { callPlatform, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { captureStatements, fullScans, indexesUsed, loadIndexes, planOf } from '../games/testing/query-plans';
import { signIn } from '../../testing/sign-in';

const WATCHED_TABLES = ['ledger', 'postings', 'wallets', 'members', 'game_rounds', 'game_launches'] as const;
const DAY = 24 * 60 * 60 * 1000;
/** Either index of a member's bets serves these reads; which one the planner picks depends on the rows' statistics. */
const BETS_BY_WALLET = ['game_rounds_wallet_created', 'game_rounds_wallet_round'];

describe('agent report queries (no full scan of the ledger, postings, bets or members per request)', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform, 'agent01')).token;
    await platform.services.database.exec(`ANALYZE ${WATCHED_TABLES.join(', ')}`);
  });

  const range = () => ({ from: platform.clock.now.getTime() - 30 * DAY, to: platform.clock.now.getTime() + 1 });

  it.each<{ name: string; call: CallDefinition; query: Record<string, unknown>; indexes: (string | string[])[] }>([
    {
      name: 'team P&L',
      call: contract.agentReports.teamPnl,
      query: {},
      indexes: ['members_parent', 'wallets_member_code', BETS_BY_WALLET, 'postings_member_kind_time', 'ledger_posting'],
    },
    {
      name: 'team bets, the whole team',
      call: contract.agentReports.teamBets,
      query: { pageNo: 2, pageSize: 5 },
      indexes: ['members_parent', 'wallets_member_code', BETS_BY_WALLET],
    },
    {
      name: 'team bets of one member, category and vendor',
      call: contract.agentReports.teamBets,
      query: { username: 'team0301', category: 'RNG', vendor: 'pg' },
      indexes: ['members_merchant_username', BETS_BY_WALLET],
    },
    {
      name: 'team records, the whole team',
      call: contract.agentReports.teamRecords,
      query: { types: 'BET,WIN' },
      indexes: ['members_parent', 'wallets_member_code', 'ledger_wallet_time'],
    },
    {
      name: 'team records of one member',
      call: contract.agentReports.teamRecords,
      query: { username: 'team05' },
      indexes: ['members_merchant_username', 'ledger_wallet_time'],
    },
  ])('$name: reads through indexes', async ({ call, query, indexes }) => {
    const known = await loadIndexes(platform);
    const statements = await captureStatements(platform, async () =>
      valueOf(await callPlatform(platform, call, { token, query: { ...range(), ...query } })),
    );
    const reports = statements.filter(
      (statement) => /members|ledger|game_rounds/.test(statement.query) && !/sessions/.test(statement.query),
    );
    expect(reports.length).toBeGreaterThan(0);
    const used = new Set<string>();
    for (const statement of reports) {
      const plan = await planOf(platform, statement);
      expect(fullScans(plan, WATCHED_TABLES, known), `${statement.query}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
      for (const name of indexesUsed(plan)) used.add(name);
    }
    const missing = indexes.filter((wanted) => ![wanted].flat().some((name) => used.has(name)));
    expect(missing, `indexes used: ${[...used].join(', ')}`).toEqual([]);
  });
});
