import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the countdown refreshes every 500 ms and shows 60 s when the platform gives no time. */
export const SMS_TICK_MS = 500;
export const DEFAULT_SMS_SECONDS = 60;

export function secondsUntil(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/** Seconds left until another code may be asked for; 0 when the get-code link should show. */
export function useSmsCountdown() {
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (expiresAt === null) return;
    const tick = () => {
      const left = secondsUntil(expiresAt, Date.now());
      setSecondsLeft(left);
      if (left === 0) setExpiresAt(null);
    };
    tick();
    const timer = setInterval(tick, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const start = useCallback((expirationTime?: number | null) => {
    const now = Date.now();
    setExpiresAt(expirationTime && expirationTime > now ? expirationTime : now + DEFAULT_SMS_SECONDS * 1000);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start };
}
