/** "jane.doe@example.com" → "j•••e@example.com": enough for the member to recognise it, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}
