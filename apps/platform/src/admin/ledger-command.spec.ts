import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledger, wallets } from '../db/schema';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import type { LedgerCheck } from '../modules/wallet/ledger-check';
import { parseCommand } from './cli';
import { ledgerCheckReport } from './ledger-command';
import { creditMember } from './wallet-actions';

describe('admin ledger check', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const checkOverHttp = async (remoteAddress?: string) =>
    platform.app.inject({
      method: 'GET',
      headers: adminHeaders(platform),
      url: '/__admin/ledger-check',
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('parses `ledger check` and nothing else', () => {
    expect(parseCommand(['ledger', 'check'])).toEqual({ kind: 'ledger-check' });
    expect(() => parseCommand(['ledger'])).toThrow('ledger takes check, got nothing');
    expect(() => parseCommand(['ledger', 'fix'])).toThrow('ledger takes check, got fix');
    expect(() => parseCommand(['ledger', 'check', 'now'])).toThrow('ledger takes check, got check now');
    expect(() => parseCommand(['ledger', 'check', '--merchant', 'PLAYDECK'])).toThrow('ledger takes no --merchant');
  });

  it('answers the counts over HTTP from this machine only, and reports the seeded books sound (exit 0)', async () => {
    await creditMember(platform.services, { merchant: 'PLAYDECK', username: 'type04', amount: 12.5 });
    const answer = (await checkOverHttp()).json() as { success: boolean; value: LedgerCheck };
    expect(answer.success).toBe(true);
    expect(answer.value).toMatchObject({ walletsOutOfBalance: [], unbalancedPostings: [], brokenRunningBalances: [] });
    expect(answer.value.wallets).toBeGreaterThan(0);
    expect(answer.value.entries).toBeGreaterThanOrEqual(2 * answer.value.postings);
    const report = ledgerCheckReport(answer.value);
    expect(report.exitCode).toBe(0);
    expect(report.lines).toEqual([
      `wallets ${answer.value.wallets}, postings ${answer.value.postings}, entries ${answer.value.entries}`,
      'ledger sound: every wallet is the sum of its entries and every posting sums to 0',
    ]);
    expect((await checkOverHttp('203.0.113.9')).statusCode).toBe(404);
  });

  it('prints every problem and exits 1 when the books are not sound', async () => {
    const { balance } = await creditMember(platform.services, { merchant: 'PLAYDECK', username: 'type04', amount: 1 });
    const [entry] = await platform.services.db.select().from(ledger).where(eq(ledger.houseAccount, 'ADJUSTMENTS')).orderBy(ledger.id);
    const [walletEntry] = await platform.services.db
      .select()
      .from(ledger)
      .where(eq(ledger.postingId, entry!.postingId))
      .then((rows) => rows.filter((row) => row.walletId !== null));
    // A wallet changed behind the ledger's back, and a house entry altered.
    await platform.services.db.update(wallets).set({ balance: 7 }).where(eq(wallets.id, walletEntry!.walletId!));
    await platform.services.db.update(ledger).set({ amount: -99 }).where(eq(ledger.id, entry!.id));

    const check = (await checkOverHttp()).json().value as LedgerCheck;
    const report = ledgerCheckReport(check);
    expect(report.exitCode).toBe(1);
    expect(report.lines).toEqual([
      expect.stringMatching(/^wallets \d+, postings \d+, entries \d+$/),
      `wallet ${walletEntry!.walletId} (MAIN): balance 7 but its entries sum to ${balance * 100}`,
      `posting ${entry!.postingId} (adjustment): entries sum to 1, not 0, or it has one leg`,
      'ledger NOT sound: 2 problems',
    ]);
  });
});
