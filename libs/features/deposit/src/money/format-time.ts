/** A moment as the member reads it, in their own time zone: "2026/11/23 18:30". */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
