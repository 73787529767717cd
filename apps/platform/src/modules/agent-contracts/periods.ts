import type { Range } from './team-bets';

export interface Period extends Range {
  /** 2026-11-23 for a day, 2026-11-H1 (days 1-15) / 2026-11-H2 (16 to the end) for a half month. */
  name: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

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

/** A `--date YYYY-MM-DD` (UTC), checked. */
export function parseDay(text: string): Date {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) throw new Error(`a date is YYYY-MM-DD, got ${text}`);
  return at;
}
