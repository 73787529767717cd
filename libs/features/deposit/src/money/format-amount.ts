import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

/** A wire amount (≤ 2 decimals) in the brand's currency, through minor units, never float arithmetic. */
export function formatWireMoney(amount: number): string {
  return formatMoney(wireToMinor(amount));
}
