import type { TestPlatform } from '../../../testing/test-platform';
import { checkLedger } from '../ledger-check';

/** Everything the ledger check finds wrong: nothing, always (wallets, postings, running balances). */
export async function walletsOutOfBalance(platform: TestPlatform): Promise<unknown[]> {
  const check = await checkLedger(platform.services.db);
  return [...check.walletsOutOfBalance, ...check.unbalancedPostings, ...check.brokenRunningBalances];
}
