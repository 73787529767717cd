import { useEffect, useState } from 'react';

export const COUNTDOWN_TICK_MS = 1_000;

/** Whole seconds left until `until` (epoch ms), 0 once passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** "mm:ss" (or "h:mm:ss" past an hour) of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** Seconds left until `until`, ticking every second and stopping at 0. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (secondsLeft(until, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(until, current) === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}
