import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

/** A wire amount as the reports show it: the brand's currency, grouped, its display decimals, signed when negative. */
export const reportMoney = (amount: number) => formatMoney(wireToMinor(amount));
