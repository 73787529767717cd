import { minorToDecimal } from '@playdeck/api';

export type AmountTone = 'credit' | 'debit' | 'none';

/**
 * Integer minor units as the records show them: grouped, 2 decimals, currency symbol after the sign
 * ("+₫1,234.50", "-₫10.50"). Works on the decimal text, never on floats.
 */
export function formatRecordAmount(minor: number, currencySymbol: string, { signed = false }: { signed?: boolean } = {}): string {
  const [whole = '0', fraction = '00'] = minorToDecimal(Math.abs(minor)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = minor < 0 ? '-' : signed && minor > 0 ? '+' : '';
  return `${sign}${currencySymbol}${grouped}.${fraction}`;
}

/** Money coming in is a credit, money going out a debit. */
export function amountTone(minor: number): AmountTone {
  return minor > 0 ? 'credit' : minor < 0 ? 'debit' : 'none';
}
