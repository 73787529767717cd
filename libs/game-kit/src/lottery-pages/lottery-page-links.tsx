import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import * as styles from './lottery-page-links.css';

/** Where a player looks for lottery pages (the lottery category of home and the game centre): results and the Vietnamese lottery. */
export function LotteryPageLinks({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t(gameCategoryLabelKey('LOTT'))} data-testid={testId}>
      <Link className={styles.link} to={paths.lotteryHistory} data-testid={`${testId}-history`}>
        {t('route_lottery_history')}
      </Link>
      <Link className={styles.link} to={paths.vnLottery} data-testid={`${testId}-vietnam`}>
        {t('route_vn_lottery')}
      </Link>
    </nav>
  );
}
