const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A record's moment in the member's own time zone: 2026/11/23 17:05:09. */
export function formatRecordTime(epochMs: number): string {
  const date = new Date(epochMs);
  const day = `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
