import { minorToDecimal, wireToMinor } from '@playdeck/api';

/** Integer minor units as the screen shows money: symbol, thousands separated, 2 decimals ("₱1,234.50"). */
export function formatMinorMoney(minor: number, currencySymbol = ''): string {
  const decimal = minorToDecimal(minor);
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${currencySymbol}${grouped}.${fraction}`;
}

/** A wire amount (≤ 2 decimals) as the screen shows money, through minor units, never float arithmetic. */
export function formatWireMoney(amount: number, currencySymbol = ''): string {
  return formatMinorMoney(wireToMinor(amount), currencySymbol);
}
