import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

/** A wire amount as the reports show it: the merchant's currency symbol, grouped, 2 decimals, signed when negative. */
export const reportMoney = (amount: number, currencySymbol: string) => formatMoney(wireToMinor(amount), currencySymbol);
