import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { captureStatements, fullScans, indexesUsed, loadIndexes, planOf } from '../games/testing/query-plans';
import { signIn } from '../../testing/sign-in';

const WATCHED_TABLES = ['members', 'sessions', 'game_rounds', 'deposits', 'wallets'] as const;
const DAY_MS = 86_400_000;

describe('agent team queries (indexed: the downline walk and per-member ranges, never whole tables)', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform, 'agent01')).token;
    await platform.services.database.exec(`ANALYZE ${WATCHED_TABLES.join(', ')}`);
  });

  const range = () => ({ startDate: Date.now() - 30 * DAY_MS, endDate: Date.now() });
  const SHAPES = [
    {
      name: 'team KPI',
      call: async () => valueOf(await callPlatform(platform, contract.agentTeam.kpi, { token, query: range() })),
      // Rounds are probed per wallet: by game_rounds_wallet_created or the (wallet, round id) unique index, as the planner likes.
      indexes: ['members_parent', 'sessions_member_created'],
    },
    {
      name: 'team members',
      call: async () => valueOf(await callPlatform(platform, contract.agentTeam.members, { token, query: { ...range(), pageSize: 20 } })),
      indexes: ['members_parent', 'deposits_member_created'],
    },
  ];

  it.each(SHAPES)('$name reads the team through members_parent and each member through its own indexes', async (shape) => {
    const indexes = await loadIndexes(platform);
    const statements = (await captureStatements(platform, shape.call)).filter((statement) => /WITH RECURSIVE team/.test(statement.query));
    expect(statements.length).toBeGreaterThan(0);
    const used = new Set<string>();
    for (const statement of statements) {
      const plan = await planOf(platform, statement);
      expect(fullScans(plan, WATCHED_TABLES, indexes), `${statement.query}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
      for (const index of indexesUsed(plan)) used.add(index);
    }
    expect([...used]).toEqual(expect.arrayContaining(shape.indexes));
  });
});
