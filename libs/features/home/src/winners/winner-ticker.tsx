import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract, wireToMinor, type Winner } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';
import { formatMoney, useSiteSettings } from '@playdeck/site-data';
import { BlockEmpty, BlockError, BlockSkeleton } from '../blocks/block-states';
import * as styles from './winner-ticker.css';

/** Spec section 9: the winner board shows 20 rows. */
export const WINNER_LIMIT = 20;
const SECONDS_PER_ROW = 2;

function Rows({ winners, currencySymbol, copy = false }: { winners: Winner[]; currencySymbol: string; copy?: boolean }) {
  return (
    <>
      {winners.map(({ vo }, index) => (
        <li key={index} className={styles.row} data-testid={copy ? undefined : 'home-winner'}>
          <span className={styles.cell}>{vo.customerName}</span>
          <span className={styles.cell}>{vo.gameName}</span>
          <span className={styles.amount}>{formatMoney(wireToMinor(vo.winAmount), currencySymbol)}</span>
        </li>
      ))}
    </>
  );
}

/** Latest Winners: masked name, game and amount, scrolling upwards (still when reduced motion is asked for). */
export function WinnerTicker() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const winners = useQuery(
    apiQueryOptions(apiClient, contract.content.winners, { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, { staleTime: 60_000 }),
  );
  const currencySymbol = useSiteSettings().data?.currencySymbol ?? '';

  if (winners.isPending) return <BlockSkeleton height={styles.ROW_HEIGHT} count={styles.VISIBLE_ROWS} />;
  if (winners.isError) return <BlockError error={winners.error} onRetry={() => void winners.refetch()} />;
  const list = winners.data.list;
  if (list.length === 0) return <BlockEmpty title={t('home_winners_empty')} />;

  // Scroll only when there is more than a screenful; a second copy makes the loop seamless.
  const scrolls = list.length > styles.VISIBLE_ROWS;
  return (
    <div className={styles.viewport}>
      <div
        className={scrolls ? styles.track : undefined}
        style={scrolls ? { animationDuration: `${list.length * SECONDS_PER_ROW}s` } : undefined}
      >
        <ul className={styles.list} aria-label={t('home_winner_board')}>
          <Rows winners={list} currencySymbol={currencySymbol} />
        </ul>
        {scrolls ? (
          <ul className={`${styles.list} ${styles.repeat}`} aria-hidden="true">
            <Rows winners={list} currencySymbol={currencySymbol} copy />
          </ul>
        ) : null}
      </div>
    </div>
  );
}
