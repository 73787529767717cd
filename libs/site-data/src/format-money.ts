import { minorToDecimal } from '@playdeck/api';

/** Thousands separators on the whole part of decimal text ("1234567.50" → "1,234,567.50"), by string ops only. */
function groupThousands(decimal: string): string {
  const [whole = '0', fraction = '00'] = decimal.split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/**
 * Integer minor units as the header, side menu and member centre show them: currency symbol and exactly
 * 2 decimals (123450 → "₫1,234.50"). No floating point: the digits come from minorToDecimal. Read wire
 * amounts with wireToMinor first; anything that is not a whole number of minor units shows as 0.
 */
export function formatMoney(minor: number, currencySymbol = ''): string {
  const safe = Number.isSafeInteger(minor) ? minor : 0;
  const text = groupThousands(minorToDecimal(Math.abs(safe)));
  return `${safe < 0 ? '-' : ''}${currencySymbol}${text}`;
}
