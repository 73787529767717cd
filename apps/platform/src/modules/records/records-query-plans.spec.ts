import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { creditMember } from '../../admin/wallet-actions';
import { callPlatform, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { captureStatements, fullScans, indexesUsed, loadIndexes, planOf } from '../games/testing/query-plans';
import { signIn } from '../../testing/sign-in';

const WATCHED_TABLES = ['ledger', 'postings', 'wallets'] as const;

describe('records query (no full scan of the ledger per request)', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform, 'type04')).token;
    for (let index = 1; index <= 5; index++)
      await creditMember(platform.services, { merchant: 'PLAYDECK', username: 'type04', amount: index });
    await platform.services.database.exec(`ANALYZE ${WATCHED_TABLES.join(', ')}`);
  });

  it.each([
    { name: 'every type', query: {} },
    { name: 'some types, a later page', query: { types: 'ADJUSTMENT,BET', pageNo: 2, pageSize: 2 } },
  ])('$name: reads the member’s entries through ledger_wallet_time', async ({ query }) => {
    const now = platform.clock.now.getTime();
    const indexes = await loadIndexes(platform);
    const statements = await captureStatements(platform, async () =>
      valueOf(await callPlatform(platform, contract.records.list, { token, query: { from: now - 60_000, to: now + 1, ...query } })),
    );
    const ledgerStatements = statements.filter((statement) => /"ledger"/.test(statement.query));
    expect(ledgerStatements).toHaveLength(2);
    for (const statement of ledgerStatements) {
      const plan = await planOf(platform, statement);
      expect(fullScans(plan, WATCHED_TABLES, indexes), `${statement.query}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
      expect(indexesUsed(plan)).toEqual(expect.arrayContaining(['ledger_wallet_time', 'wallets_member_code']));
    }
  });
});
