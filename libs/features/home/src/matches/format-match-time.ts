const pad = (value: number) => String(value).padStart(2, '0');

/** A match's start in the device's time zone as the spec shows it: "year day/month hour:minute" ("2026 21/11 19:30"). */
export function formatMatchTime(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()} ${pad(date.getDate())}/${pad(date.getMonth() + 1)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
