import { wireToMinor } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment where the member is: 2026/05/09 15:42. */
export function formatMoment(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}/${pad(at.getMonth() + 1)}/${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A wire amount (≤ 2 decimals) as the app shows money. */
export const formatWireMoney = (amount: number): string => formatMoney(wireToMinor(amount));
