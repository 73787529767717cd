import type { RgRealityCheck } from '@playdeck/api';

const MINUTE_MS = 60_000;

/** The next check after `elapsedMs` of session: its number (1 at the first interval) and how long until it is due. */
export function nextCheck(elapsedMs: number, intervalMs: number): { index: number; inMs: number } {
  const index = Math.floor(Math.max(0, elapsedMs) / intervalMs) + 1;
  return { index, inMs: index * intervalMs - elapsedMs };
}

/**
 * Time since sign-in as the platform counts it: its answer's now minus the sign-in, plus what a monotonic clock
 * measured here since the answer arrived. Neither a reload nor a device clock set wrong moves it.
 */
export function sessionClock(answer: Pick<RgRealityCheck, 'signedInAt' | 'now'>, monotonic: () => number): () => number {
  const receivedAt = monotonic();
  return () => answer.now - answer.signedInAt + (monotonic() - receivedAt);
}

export interface RealityCheckTimers {
  answer: Pick<RgRealityCheck, 'signedInAt' | 'now' | 'intervalMinutes'>;
  monotonic: () => number;
  /** Check `index` is due with `elapsedMs` of session; the next one is already scheduled. */
  onDue: (index: number, elapsedMs: number) => void;
}

/** Calls onDue at each interval counted from sign-in, until stopped; nothing when the check is off. */
export function scheduleRealityChecks({ answer, monotonic, onDue }: RealityCheckTimers): () => void {
  if (answer.intervalMinutes === null) return () => undefined;
  const intervalMs = answer.intervalMinutes * MINUTE_MS;
  const elapsed = sessionClock(answer, monotonic);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const { index, inMs } = nextCheck(elapsed(), intervalMs);
    timer = setTimeout(() => {
      schedule();
      onDue(index, elapsed());
    }, inMs);
  };
  schedule();
  return () => clearTimeout(timer);
}

/** "1 h 05 min" parts of a span: whole hours and the minutes left. */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
