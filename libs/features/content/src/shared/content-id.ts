/**
 * The `id` of a detail link (/m/messageDetail?id=, /m/activityDetail?id=): a positive whole number, or
 * null when missing or malformed, so the page shows "not found" without asking the platform.
 */
export function parseContentId(raw: string | null | undefined): number | null {
  const value = raw?.trim();
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
