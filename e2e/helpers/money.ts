import type { E2EBrand } from '../brands';

type Currency = E2EBrand['config']['currency'];

/**
 * Integer cents as the app shows money in the brand's currency (brand.json): the sign, the symbol, grouped
 * thousands and exactly its display decimals, a non-zero fraction beyond them still shown in full.
 * `signed` writes "+" before a credit, as the records do.
 */
export function shownMoney(cents: number, currency: Currency, { signed = false }: { signed?: boolean } = {}): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = digits.slice(-2);
  const shown = /^0*$/.test(fraction.slice(currency.displayDecimals)) ? fraction.slice(0, currency.displayDecimals) : fraction;
  const sign = cents < 0 ? '-' : signed && cents > 0 ? '+' : '';
  return `${sign}${currency.symbol}${whole}${shown ? `.${shown}` : ''}`;
}

/** A wire amount (≤ 2 decimals) as the app shows it in the brand's currency. */
export const shownWireMoney = (amount: number, currency: Currency, options?: { signed?: boolean }) =>
  shownMoney(Math.round(amount * 100), currency, options);
