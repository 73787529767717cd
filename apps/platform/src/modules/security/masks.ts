const DOT = '•';

/** "+84 90•••••67": the dialing code, the first and last two digits of the national number. */
export function maskMobile(countryDialingCode: string, mobile: string): string {
  const shown = mobile.length > 6 ? 2 : 1;
  const hidden = Math.max(mobile.length - 2 * shown, 1);
  return `+${countryDialingCode} ${mobile.slice(0, shown)}${DOT.repeat(hidden)}${mobile.slice(-shown)}`;
}

/**
 * "ma•••@example.com": at most the first two characters of the name; the domain stays readable. The one
 * masking of an e-mail every answer uses (settings, security centre), so a member sees the same text in both.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOT.repeat(3);
  const name = [...email.slice(0, at)];
  const shown = name.length > 3 ? 2 : 1;
  return `${name.slice(0, shown).join('')}${DOT.repeat(3)}${email.slice(at)}`;
}
