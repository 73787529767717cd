import { minorToDecimal } from '@playdeck/api';

/**
 * Integer minor units as the screens show money: currency symbol, thousands separators and 2 decimals
 * ("₱1,234.50"). Built from the decimal text, never through floating point.
 */
export function formatMinorMoney(minor: number, currencySymbol = ''): string {
  const text = minorToDecimal(minor);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${currencySymbol}${grouped}.${fraction}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment in the player's own time zone, as the records show it: 2026/11/23 18:05. */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const day = `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A day in the player's own time zone, as the promotion list shows it (spec section 9): 2026/11/23. */
export function formatDate(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
}
