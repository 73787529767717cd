import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

/** A wire amount (≤ 2 decimals) as the screen shows money, through minor units, never float arithmetic. */
export function formatWireMoney(amount: number, currencySymbol = ''): string {
  return formatMoney(wireToMinor(amount), currencySymbol);
}
