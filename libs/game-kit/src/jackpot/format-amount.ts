/** "90,123,456.78" with `decimals` 2, "150,000,000" with 0: grouped like the spec's constants. */
export function formatAmount(amount: number, decimals: 0 | 2): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
