import type { FieldMessage } from '../../schema/field-message';

export interface AmountLimits {
  /** The decimal places of the minor unit (0 when the minor unit is the whole unit, 2 for cents): at most this many are typed. */
  decimals: number;
  /** How many decimals amounts are written with in messages (the currency's display decimals); `decimals` when unset. */
  shownDecimals?: number;
  /** Inclusive bounds in minor units. */
  min?: number;
  max?: number;
}

export type ParsedAmount = { ok: true; minor: number } | { ok: false; message: FieldMessage };

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * Minor units as the amount is typed: 123456 with 2 decimals is "1234.56". With fewer `shownDecimals` the
 * fraction is cut to them only where the cut digits are zeros, so no money is lost: 123400 → "1234",
 * 123450 → "1234.50" (2 decimals, 0 shown).
 */
export function formatMinor(minor: number, decimals: number, shownDecimals = decimals): string {
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals);
  const shown = /^0*$/.test(fraction.slice(shownDecimals)) ? fraction.slice(0, shownDecimals) : fraction;
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}${shown ? `.${shown}` : ''}`;
}

/**
 * A typed amount (trimmed) as integer minor units: digits with at most the currency's decimals, never
 * negative, within Number.MAX_SAFE_INTEGER and the given bounds. Works on the digits, never on floats,
 * so "0.29" is 29 and not 28.999….
 */
export function parseAmount(typed: string, { decimals, shownDecimals, min, max }: AmountLimits): ParsedAmount {
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
    return { ok: false, message: { key: 'form_amount_min', params: { min: formatMinor(min, decimals, shownDecimals) } } };
  if (max !== undefined && value > max)
    return { ok: false, message: { key: 'form_amount_max', params: { max: formatMinor(max, decimals, shownDecimals) } } };
  return { ok: true, minor: value };
}
