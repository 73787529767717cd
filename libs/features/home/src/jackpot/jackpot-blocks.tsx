import { useEffect, useRef, useState } from 'react';
import { formatAmount, useJackpotAmount, type Random } from '@playdeck/game-kit';
import { Stack } from '@playdeck/ui/layout';
import { useMotionState } from '../motion/use-motion-state';
import { JACKPOT_BANNER, jackpotBannerValue } from './jackpot-banner-counter';
import * as styles from './jackpot.css';

/** The home jackpot (spec section 2): a random start that keeps growing, with 2 decimals. */
export function JackpotTicker({ random = Math.random }: { random?: Random }) {
  const amount = useJackpotAmount(random);
  return (
    <Stack gap="xs" align="center" padding="md" className={styles.panel}>
      {/* Not live: a figure changing every few seconds would keep interrupting a screen reader. */}
      <p className={styles.amount} data-testid="home-jackpot-amount">
        {formatAmount(amount, 2)}
      </p>
    </Stack>
  );
}

/** The banner's figure changes ten times a second: smooth to the eye, and no script on every frame. */
export const JACKPOT_BANNER_TICK_MS = 100;

/** The jackpot banner of the slots tab: counts from 150,000,000 up to 180,000,000, whole numbers. */
export function JackpotBanner() {
  const amount = useRef<HTMLParagraphElement>(null);
  const motion = useMotionState(amount);
  const [startedAt] = useState(() => Date.now());
  const [value, setValue] = useState(() => jackpotBannerValue(0));
  useEffect(() => {
    if (motion !== 'running') return;
    // Off screen or hidden it stops ticking; back in view it shows where the count has got to.
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      setValue(jackpotBannerValue(elapsed));
      if (elapsed >= JACKPOT_BANNER.durationMs) clearInterval(timer);
    };
    const timer = setInterval(tick, JACKPOT_BANNER_TICK_MS);
    return () => clearInterval(timer);
  }, [motion, startedAt]);
  return (
    <Stack gap="xs" align="center" padding="md" className={styles.panel}>
      <p ref={amount} className={styles.amount} data-testid="home-jackpot-banner-amount">
        {formatAmount(motion === 'off' ? JACKPOT_BANNER.to : value, 0)}
      </p>
    </Stack>
  );
}
