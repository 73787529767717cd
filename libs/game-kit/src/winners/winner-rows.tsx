import { wireToMinor, type Winner } from '@playdeck/api';
import { formatMoney } from '@playdeck/site-data';
import * as styles from './winner-rows.css';

/**
 * One list item per winner: the name masked as the platform sends it, the game and the amount won. Home's
 * ticker and a category's big wins draw the same rows; `testId` is left off a copy drawn only for the eye.
 */
export function WinnerRows({ winners, testId }: { winners: readonly Winner[]; testId?: string }) {
  return (
    <>
      {winners.map(({ vo }, index) => (
        <li key={index} className={styles.row} data-testid={testId}>
          <span className={styles.cell}>{vo.customerName}</span>
          <span className={styles.cell}>{vo.gameName}</span>
          <span className={styles.amount}>{formatMoney(wireToMinor(vo.winAmount))}</span>
        </li>
      ))}
    </>
  );
}
