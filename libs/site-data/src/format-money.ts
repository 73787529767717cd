/** A balance as the header and side menu show it: currency symbol and exactly 2 decimals ("₫1,234.50"). */
export function formatMoney(amount: number, currencySymbol = ''): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  const text = Math.abs(safe).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${safe < 0 ? '-' : ''}${currencySymbol}${text}`;
}
