import { useEffect, useState } from 'react';
import { useReducedMotion } from '../blocks/use-reduced-motion';
import { formatAmount, useJackpotAmount, type Random } from '@playdeck/game-kit';
import { Stack } from '@playdeck/ui/layout';
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

/** The jackpot banner of the slots tab: counts from 150,000,000 up to 180,000,000, whole numbers. */
export function JackpotBanner() {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(() => jackpotBannerValue(reducedMotion ? JACKPOT_BANNER.durationMs : 0));
  useEffect(() => {
    if (reducedMotion) return;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = now - started;
      setValue(jackpotBannerValue(elapsed));
      if (elapsed < JACKPOT_BANNER.durationMs) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion]);
  return (
    <Stack gap="xs" align="center" padding="md" className={styles.panel}>
      <p className={styles.amount} data-testid="home-jackpot-banner-amount">
        {formatAmount(reducedMotion ? JACKPOT_BANNER.to : value, 0)}
      </p>
    </Stack>
  );
}
