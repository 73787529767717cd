/*
 * Money in the app is integer minor units (1/100 of the currency unit). The wire carries numbers with at
 * most 2 decimals, as the operator platform does; these convert through decimal text, so no sum, limit or
 * comparison is ever made in floating point.
 */

/**
 * The decimals of the minor unit: every brand's currency.minorDigits (libs/brand's schema admits no other, since
 * the app and the platform keep amounts in minor units of 1/100).
 */
export const MINOR_DIGITS = 2;
export const MINOR_PER_UNIT = 10 ** MINOR_DIGITS;
/** The smallest amount there is: one minor unit (0.01). */
export const MINOR_UNIT = 1 / MINOR_PER_UNIT;

/**
 * Whether a wire amount is a whole number of minor units exactly as sent: the shortest decimal that reads back as
 * this number (what the JSON text said) has at most MINOR_DIGITS decimals. 12.3, 0.07 and 90071992547409.91 are;
 * 1e-9, 5e-324 and 100.000000001 are not: converting them to minor units would round them to nothing or to another
 * amount. Never a tolerance, which would let sub-cent amounts through.
 */
export function isWholeMinorAmount(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  // Number → string is the shortest round-trip decimal (ECMAScript Number::toString), in exponent form past 1e21 and below 1e-6.
  const [digits = '', exponent = '0'] = String(Math.abs(amount)).split('e');
  const decimals = (digits.split('.')[1] ?? '').length - Number(exponent);
  return decimals <= MINOR_DIGITS;
}

/** A wire amount (≤ 2 decimals) as integer minor units: 12.3 → 1230. */
export function wireToMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const negative = amount < 0;
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const minor = Number(whole) * MINOR_PER_UNIT + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** Decimal text of integer minor units: 1230 → "12.30", -5 → "-0.05". */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Decimal text of integer minor units with `decimals` decimals (0 to 2), as money is shown: a non-zero fraction
 * beyond them is still written in full, so no amount is ever rounded away: (123400, 0) → "1234",
 * (123450, 0) → "1234.50", (123400, 1) → "1234.0".
 */
export function minorToShownDecimal(minor: number, decimals: number): string {
  const text = minorToDecimal(minor);
  const cut = text.length - 2 + decimals;
  if (/^0*$/.test(text.slice(cut))) return decimals === 0 ? text.slice(0, -3) : text.slice(0, cut);
  return text;
}

/** Integer minor units as a wire amount: 1230 → 12.3 (parsed from its decimal text). */
export function minorToWire(minor: number): number {
  return Number(minorToDecimal(minor));
}
