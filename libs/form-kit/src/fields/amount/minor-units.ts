import type { FieldMessage } from '../../schema/field-message';

export interface AmountLimits {
  /** The currency's decimal places (0 for VND, 2 for USD). */
  decimals: number;
  /** Inclusive bounds in minor units. */
  min?: number;
  max?: number;
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: FieldMessage };

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/** Minor units as the amount is written in the currency: 123456 with 2 decimals is "1234.56". */
export function formatMinor(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A typed amount (trimmed) as integer minor units: digits with at most the currency's decimals, never
 * negative, within Number.MAX_SAFE_INTEGER and the given bounds. Works on the digits, never on floats,
 * so "0.29" is 29 and not 28.999….
 */
export function parseAmount(typed: string, { decimals, min, max }: AmountLimits): ParsedAmount {
  const text = typed.trim();
  if (text === '') return { ok: false, message: { key: 'form_amount_required' } };
  if (text.startsWith('-')) return { ok: false, message: { key: 'form_amount_negative' } };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, message: { key: 'form_amount_invalid' } };
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    return {
      ok: false,
      message: decimals === 0 ? { key: 'form_amount_no_decimals' } : { key: 'form_amount_decimals', params: { decimals } },
    };
  }
  const minor = BigInt(match[1]! + fraction.padEnd(decimals, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, message: { key: 'form_amount_too_large' } };
  const value = Number(minor);
  if (min !== undefined && value < min)
    return { ok: false, message: { key: 'form_amount_min', params: { min: formatMinor(min, decimals) } } };
  if (max !== undefined && value > max)
    return { ok: false, message: { key: 'form_amount_max', params: { max: formatMinor(max, decimals) } } };
  return { ok: true, minor: value };
}
