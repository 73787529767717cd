const DAY_MS = 86_400_000;
const VIETNAM_UTC_OFFSET_MS = 7 * 3_600_000;

export interface DrawSchedule {
  drawIntervalSeconds: number;
  drawOffsetSeconds: number;
  /** Weekdays with draws (Vietnam time), bit 0 = Sunday; used by daily draws. */
  drawDays: number;
}

export interface NextDraw {
  /** Epoch ms of the next draw strictly after now. */
  at: number;
  issueNo: string;
}

const yyyymmdd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/** The issue number of the draw at `at`: the Vietnam date of a daily draw, else the UTC date and the day's sequence. */
export function issueNoOf(schedule: DrawSchedule, at: number): string {
  const interval = schedule.drawIntervalSeconds * 1000;
  if (interval >= DAY_MS) return yyyymmdd(at + VIETNAM_UTC_OFFSET_MS);
  const drawDayStart = Math.floor(at / DAY_MS) * DAY_MS;
  const sequence = Math.floor((at - drawDayStart - schedule.drawOffsetSeconds * 1000) / interval) + 1;
  return `${yyyymmdd(at)}${String(sequence).padStart(4, '0')}`;
}

/** The next draw of a lottery: fast games draw every interval from midnight UTC, daily ones on their weekdays. */
export function nextDraw(schedule: DrawSchedule, now: Date): NextDraw {
  const nowMs = now.getTime();
  const interval = schedule.drawIntervalSeconds * 1000;
  const offset = schedule.drawOffsetSeconds * 1000;
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;

  if (interval < DAY_MS) {
    const at = dayStart + offset + (Math.floor((nowMs - dayStart - offset) / interval) + 1) * interval;
    return { at, issueNo: issueNoOf(schedule, at) };
  }

  for (let day = 0; day <= 8; day++) {
    const at = dayStart + day * DAY_MS + offset;
    const weekday = new Date(at + VIETNAM_UTC_OFFSET_MS).getUTCDay();
    if (at > nowMs && schedule.drawDays & (1 << weekday)) return { at, issueNo: issueNoOf(schedule, at) };
  }
  throw new Error('a daily lottery without draw days');
}

/** The draws of a lottery within a window before now, newest first, without listing them all (a 45 s game draws 1,920 a day). */
export interface PastDraws {
  count: number;
  /** Epoch ms of the draw `index` places before the latest (0 is the latest); `index` below `count`. */
  at(index: number): number;
}

const drawsOnWeekdays = (schedule: DrawSchedule, nowMs: number, sinceMs: number): number[] => {
  const draws: number[] = [];
  for (let dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS; dayStart + DAY_MS > sinceMs; dayStart -= DAY_MS) {
    const at = dayStart + schedule.drawOffsetSeconds * 1000;
    const weekday = new Date(at + VIETNAM_UTC_OFFSET_MS).getUTCDay();
    if (at <= nowMs && at > sinceMs && schedule.drawDays & (1 << weekday)) draws.push(at);
  }
  return draws;
};

/** The draws after `now - windowMs` up to and including now. */
export function pastDraws(schedule: DrawSchedule, now: Date, windowMs: number): PastDraws {
  const nowMs = now.getTime();
  const interval = schedule.drawIntervalSeconds * 1000;
  if (interval >= DAY_MS) {
    const draws = drawsOnWeekdays(schedule, nowMs, nowMs - windowMs);
    return { count: draws.length, at: (index) => draws[index]! };
  }
  const base = Math.floor(nowMs / DAY_MS) * DAY_MS + schedule.drawOffsetSeconds * 1000;
  const latest = base + Math.floor((nowMs - base) / interval) * interval;
  return { count: Math.max(0, Math.ceil((latest - nowMs + windowMs) / interval)), at: (index) => latest - index * interval };
}
