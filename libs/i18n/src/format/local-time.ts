/*
 * Moments as the player reads them, in their own time zone (the device's): the spec's YYYY/MM/DD in lists and
 * records, DD/MM/YYYY on detail pages, with HH:mm (and :ss where draws or records fall seconds apart).
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

function parts(epochMs: number) {
  const date = new Date(epochMs);
  return {
    year: String(date.getFullYear()),
    month: twoDigits(date.getMonth() + 1),
    day: twoDigits(date.getDate()),
    time: `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`,
    seconds: twoDigits(date.getSeconds()),
  };
}

/** 2026/11/23 */
export function formatDate(epochMs: number): string {
  const { year, month, day } = parts(epochMs);
  return `${year}/${month}/${day}`;
}

/** 23/11/2026, as detail pages show a date. */
export function formatDayFirst(epochMs: number): string {
  const { year, month, day } = parts(epochMs);
  return `${day}/${month}/${year}`;
}

/** 2026/11/23 18:05, or 2026/11/23 18:05:09 with `seconds`. */
export function formatDateTime(epochMs: number, { seconds = false }: { seconds?: boolean } = {}): string {
  const moment = parts(epochMs);
  return `${formatDate(epochMs)} ${moment.time}${seconds ? `:${moment.seconds}` : ''}`;
}
