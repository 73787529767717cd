/*
 * Money in the app is integer minor units (1/100 of the currency unit). The wire carries numbers with at
 * most 2 decimals, as the operator platform does; these convert through decimal text, so no sum, limit or
 * comparison is ever made in floating point.
 */

export const MINOR_PER_UNIT = 100;

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
