import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jackpotQuery } from './jackpot-query';
import { formatAmount, useJackpotAmount, useJackpotBannerAmount, type Random } from '@playdeck/game-kit';
import { useRandomNumbers } from '@playdeck/ui';
import { useMotionState } from '../motion/use-motion-state';
import * as styles from './jackpot.css';

/**
 * The home jackpot (spec section 2): a random start that keeps growing, with 2 decimals; given the platform's
 * pool, it grows from the pool.
 */
export function JackpotTicker({ random, pool }: { random?: Random; pool?: number }) {
  const source = useRandomNumbers();
  const amount = useJackpotAmount(random ?? source, pool);
  return (
    <div className={styles.panel}>
      {/* Not live: a figure changing every few seconds would keep interrupting a screen reader. */}
      <p className={styles.amount} data-testid="home-jackpot-amount">
        {formatAmount(amount, 2)}
      </p>
    </div>
  );
}

/** The home jackpot from the merchant's pool (VIS_getJackpot); the spec's random start until it answers, or if it cannot. */
export function PoolJackpotTicker() {
  const pool = useQuery(jackpotQuery());
  return <JackpotTicker pool={pool.data?.amount} />;
}

/** The jackpot banner of the slots tab: counts from 150,000,000 up to 180,000,000, whole numbers. */
export function JackpotBanner() {
  const amount = useRef<HTMLParagraphElement>(null);
  // Off screen or hidden it stops ticking; back in view it shows where the count has got to.
  const value = useJackpotBannerAmount(useMotionState(amount));
  return (
    <div className={styles.panel}>
      <p ref={amount} className={styles.amount} data-testid="home-jackpot-banner-amount">
        {formatAmount(value, 0)}
      </p>
    </div>
  );
}
