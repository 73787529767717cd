import { wireToMinor } from '@playdeck/api';
import { formatMoney as formatMinorMoney } from '@playdeck/site-data';

/** Basis points as the screens show a rate: 150 → "1.50". */
export const percentOf = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A typed percentage ("1.5", "0.75") as whole basis points, or null when it is not 0-100 with at most 2 decimals. */
export function bpOf(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Money from the wire (major units, ≤ 2 decimals) in the brand's currency, through integer minor units. */
export const formatMoney = (amount: number): string => formatMinorMoney(wireToMinor(amount));
