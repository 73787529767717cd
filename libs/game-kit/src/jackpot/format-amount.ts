/**
 * "90,123,456.78" with `decimals` 2, "150,000,000" with 0: grouped like the spec's constants. Built from
 * toFixed rather than toLocaleString: home's jackpot renders in the first view, and the browser's first
 * locale-aware number format loads its locale data there, a long task on a slow phone. Rounds as toFixed
 * does (a binary tie such as 1.005 goes down), which a counter's figures never notice.
 */
export function formatAmount(amount: number, decimals: 0 | 2): string {
  const [whole = '', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
