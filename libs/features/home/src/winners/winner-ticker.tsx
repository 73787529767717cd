import { useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract } from '@playdeck/api';
import { winnerBoardQuery, WinnerRows, winnerRowStyles } from '@playdeck/game-kit';
import { useLanguage } from '@playdeck/i18n';
import { useMarquee, type MarqueeSpeed } from '../motion/marquee';
import { marqueeRepeat } from '../motion/marquee.css';
import { BlockEmpty, BlockError, BlockSkeleton } from '../blocks/block-states';
import * as styles from './winner-ticker.css';

/** Two seconds a row, and never a loop shorter than a screenful's worth. */
export const WINNER_SPEED: MarqueeSpeed = {
  axis: 'y',
  pixelsPerSecond: winnerRowStyles.ROW_HEIGHT / 2,
  minSeconds: styles.VISIBLE_ROWS * 2,
};
const VIEWPORT_SIZE = { height: winnerRowStyles.ROW_HEIGHT * styles.VISIBLE_ROWS };

/** The board moving upwards in a loop: a second copy, hidden from screen readers, makes it seamless. */
function WinnerLoop({ label, board, copy }: { label: string; board: ReactNode; copy: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const { trackProps } = useMarquee(track, WINNER_SPEED);
  return (
    <div ref={track} className={styles.track} {...trackProps} data-testid="home-winner-track">
      <ul className={winnerRowStyles.list} aria-label={label}>
        {board}
      </ul>
      <ul className={`${winnerRowStyles.list} ${marqueeRepeat}`} aria-hidden="true">
        {copy}
      </ul>
    </div>
  );
}

/** Latest Winners: masked name, game and amount, scrolling upwards (still when reduced motion is asked for). */
export function WinnerTicker() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const winners = useQuery(winnerBoardQuery(contract.content.winners, 'ALL', language));

  if (winners.isPending) return <BlockSkeleton height={winnerRowStyles.ROW_HEIGHT} count={styles.VISIBLE_ROWS} />;
  if (winners.isError) return <BlockError error={winners.error} onRetry={() => void winners.refetch()} />;
  const list = winners.data.list;
  if (list.length === 0) return <BlockEmpty title={t('home_winners_empty')} />;

  const board = <WinnerRows winners={list} testId="home-winner" />;
  const moreThanFits = list.length > styles.VISIBLE_ROWS;
  // With reduced motion a long board scrolls by hand instead (see the CSS): the keyboard reaches it, by name.
  const scrollable = moreThanFits ? ({ role: 'region', tabIndex: 0, 'aria-label': t('home_winner_board') } as const) : null;
  return (
    <div className={styles.viewport} style={VIEWPORT_SIZE} {...scrollable} data-testid="home-winner-viewport">
      {/* Scroll only when there is more than a screenful. */}
      {moreThanFits ? (
        <WinnerLoop label={t('home_winner_board')} board={board} copy={<WinnerRows winners={list} />} />
      ) : (
        <ul className={winnerRowStyles.list} aria-label={t('home_winner_board')}>
          {board}
        </ul>
      )}
    </div>
  );
}
