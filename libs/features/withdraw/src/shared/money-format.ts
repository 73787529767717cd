const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment in the player's own time zone, as the records show it: 2026/11/23 18:05. */
export function formatDateTime(epochMs: number): string {
  const date = new Date(epochMs);
  const day = `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
