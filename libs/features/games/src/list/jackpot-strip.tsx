import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, useJackpotBannerAmount } from '@playdeck/game-kit';
import * as styles from './game-list.css';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The list's jackpot (spec section 2, Jackpot banner): counts from 150,000,000 up to 180,000,000 without
 * decimals; home's ticker (90–98 million, 2 decimals) is a different block. With less motion asked for it
 * shows the final figure at once.
 */
export function JackpotStrip() {
  const { t } = useTranslation();
  const [reducedMotion] = useState(prefersReducedMotion);
  const amount = useJackpotBannerAmount(reducedMotion ? 'off' : 'running');
  return (
    <div className={styles.jackpot} data-testid="game-list-jackpot">
      <span className={styles.jackpotLabel}>{t('game_jackpot')}</span>
      {/* Not live: a figure changing ten times a second would keep interrupting a screen reader. */}
      <p className={styles.jackpotAmount} data-testid="game-list-jackpot-amount">
        {formatAmount(amount, 0)}
      </p>
    </div>
  );
}
