import { ledgerIsSound, type LedgerCheck } from '../modules/wallet/ledger-check';

/** What `ledger check` prints, and its exit code: 1 when the books are not sound. */
export function ledgerCheckReport(check: LedgerCheck): { lines: string[]; exitCode: 0 | 1 } {
  const sound = ledgerIsSound(check);
  const lines = [
    `wallets ${check.wallets}, postings ${check.postings}, entries ${check.entries}`,
    ...check.walletsOutOfBalance.map(
      (row) => `wallet ${row.walletId} (${row.code}): balance ${row.balance} but its entries sum to ${row.entriesSum}`,
    ),
    ...check.unbalancedPostings.map((row) => `posting ${row.postingId} (${row.kind}): entries sum to ${row.sum}, not 0, or it has one leg`),
    ...check.brokenRunningBalances.map(
      (row) => `entry ${row.entryId} of wallet ${row.walletId}: its balance after does not follow from the entries before`,
    ),
    sound
      ? 'ledger sound: every wallet is the sum of its entries and every posting sums to 0'
      : `ledger NOT sound: ${check.walletsOutOfBalance.length + check.unbalancedPostings.length + check.brokenRunningBalances.length} problems`,
  ];
  return { lines, exitCode: sound ? 0 : 1 };
}
