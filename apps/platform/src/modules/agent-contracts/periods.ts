import type { Range } from './team-bets';

export interface Period extends Range {
  /** 2026-11-23T14 for an hour, 2026-11-23 for a day, 2026-11-H1 (days 1-15) / 2026-11-H2 (16 to the end) for a half month. */
  name: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC hour holding `at`. */
export function hourPeriod(at: Date): Period {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return { name: start.toISOString().slice(0, 13), start, end: new Date(start.getTime() + HOUR_MS) };
}

/** The UTC day holding `at`. */
export function dayPeriod(at: Date): Period {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { name: start.toISOString().slice(0, 10), start, end: new Date(start.getTime() + DAY_MS) };
}

/** The half month (UTC) holding `at`. */
export function halfMonthPeriod(at: Date): Period {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const second = at.getUTCDate() > 15;
  const start = new Date(Date.UTC(year, month, second ? 16 : 1));
  const end = second ? new Date(Date.UTC(year, month + 1, 1)) : new Date(Date.UTC(year, month, 16));
  return { name: `${year}-${pad(month + 1)}-${second ? 'H2' : 'H1'}`, start, end };
}

/** The period before this one, of the same length kind. */
export function previousPeriod(period: Period, of: (at: Date) => Period): Period {
  return of(new Date(period.start.getTime() - 1));
}

/** A `--date YYYY-MM-DD` or, for an hour, `YYYY-MM-DDTHH` (UTC), checked. */
export function parseDay(text: string): Date {
  const hour = /^\d{4}-\d{2}-\d{2}T\d{2}$/.test(text);
  const at = hour || /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(hour ? `${text}:00:00Z` : `${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, text.length) !== text) {
    throw new Error(`a date is YYYY-MM-DD (or YYYY-MM-DDTHH for an hour), got ${text}`);
  }
  return at;
}
