import { formatMoney } from '@playdeck/site-data';

export type AmountTone = 'credit' | 'debit' | 'none';

/**
 * Integer minor units as the records show them: the brand's currency after the sign, "+" on a credit when
 * `signed` ("+₫1,234", "-₫10.50").
 */
export function formatRecordAmount(minor: number, { signed = false }: { signed?: boolean } = {}): string {
  return formatMoney(minor, undefined, { signed });
}

/** Money coming in is a credit, money going out a debit. */
export function amountTone(minor: number): AmountTone {
  return minor > 0 ? 'credit' : minor < 0 ? 'debit' : 'none';
}
