import { useTranslation } from 'react-i18next';
import { formatAmount, useJackpotAmount } from '@playdeck/game-kit';
import * as styles from './game-list.css';

/** The list's jackpot (spec section 2): the same growing figure as home, 2 decimals. */
export function JackpotStrip() {
  const { t } = useTranslation();
  const amount = useJackpotAmount();
  return (
    <div className={styles.jackpot} data-testid="game-list-jackpot">
      <span className={styles.jackpotLabel}>{t('game_jackpot')}</span>
      {/* Not live: a figure changing every few seconds would keep interrupting a screen reader. */}
      <p className={styles.jackpotAmount}>{formatAmount(amount, 2)}</p>
    </div>
  );
}
