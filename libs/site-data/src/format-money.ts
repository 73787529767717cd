import { minorToShownDecimal } from '@playdeck/api';
import { brand } from '@playdeck/brand';

/** How money is written: brand.json's currency (its symbol and display decimals). */
export interface MoneyFormat {
  symbol: string;
  displayDecimals: number;
}

/** Thousands separators on the whole part of decimal text ("1234567.50" → "1,234,567.50"), by string ops only. */
function groupThousands(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Integer minor units as every money figure of the app shows them: the brand currency's symbol after the sign,
 * grouped thousands and exactly its display decimals, a non-zero fraction beyond them still shown in full
 * (VND with 0: 123400 → "₫1,234", 123450 → "₫1,234.50"). No floating point: the digits come from the minor units.
 * Read wire amounts with wireToMinor first; anything that is not a whole number of minor units shows as 0.
 * `signed` writes "+" before a credit, as the records do.
 */
export function formatMoney(minor: number, currency: MoneyFormat = brand.currency, { signed = false }: { signed?: boolean } = {}): string {
  const safe = Number.isSafeInteger(minor) ? minor : 0;
  const text = groupThousands(minorToShownDecimal(Math.abs(safe), currency.displayDecimals));
  const sign = safe < 0 ? '-' : signed && safe > 0 ? '+' : '';
  return `${sign}${currency.symbol}${text}`;
}

/** How an amount is typed in the brand's currency: up to the minor unit's decimals, written with its display decimals. */
// Getters, read when used: Storybook switches the brand after this module has loaded.
export const amountDecimals = {
  get decimals(): number {
    return brand.currency.minorDigits;
  },
  get shownDecimals(): number {
    return brand.currency.displayDecimals;
  },
};
