import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

/** A wire amount (≤ 2 decimals) as the app shows money. */
export const formatWireMoney = (amount: number): string => formatMoney(wireToMinor(amount));
