/**
 * The whole seconds a Retry-After header asks for: delta-seconds ("120") or an HTTP date, at least 1.
 * Undefined when there is no header or it says nothing usable (a date already past, text).
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at) || at <= now) return undefined;
  return Math.ceil((at - now) / 1000);
}
