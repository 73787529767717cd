import { useEffect, useState } from 'react';
import { JACKPOT_BANNER, jackpotBannerValue } from './jackpot-banner-counter';

/** The banner's figure changes ten times a second: smooth to the eye, and no script on every frame. */
export const JACKPOT_BANNER_TICK_MS = 100;

/**
 * The jackpot banner's figure (home's slots tab and the game lists, spec section 2): counts from
 * 150,000,000 up to 180,000,000, whole numbers. `motion` says whether it may tick now: `off` (less motion
 * asked for) shows the final figure, `paused` holds it and a later `running` catches up.
 */
export function useJackpotBannerAmount(motion: 'running' | 'paused' | 'off'): number {
  const [startedAt] = useState(() => Date.now());
  const [value, setValue] = useState(() => jackpotBannerValue(0));
  useEffect(() => {
    if (motion !== 'running') return;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      setValue(jackpotBannerValue(elapsed));
      if (elapsed >= JACKPOT_BANNER.durationMs) clearInterval(timer);
    };
    const timer = setInterval(tick, JACKPOT_BANNER_TICK_MS);
    return () => clearInterval(timer);
  }, [motion, startedAt]);
  return motion === 'off' ? JACKPOT_BANNER.to : value;
}
