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

/** The next draw of a lottery: fast games draw every interval from midnight UTC, daily ones on their weekdays. */
export function nextDraw(schedule: DrawSchedule, now: Date): NextDraw {
  const nowMs = now.getTime();
  const interval = schedule.drawIntervalSeconds * 1000;
  const offset = schedule.drawOffsetSeconds * 1000;
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;

  if (interval < DAY_MS) {
    const at = dayStart + offset + (Math.floor((nowMs - dayStart - offset) / interval) + 1) * interval;
    const drawDayStart = Math.floor(at / DAY_MS) * DAY_MS;
    const sequence = Math.floor((at - drawDayStart - offset) / interval) + 1;
    return { at, issueNo: `${yyyymmdd(at)}${String(sequence).padStart(4, '0')}` };
  }

  for (let day = 0; day <= 8; day++) {
    const at = dayStart + day * DAY_MS + offset;
    const weekday = new Date(at + VIETNAM_UTC_OFFSET_MS).getUTCDay();
    if (at > nowMs && schedule.drawDays & (1 << weekday)) return { at, issueNo: yyyymmdd(at + VIETNAM_UTC_OFFSET_MS) };
  }
  throw new Error('a daily lottery without draw days');
}
