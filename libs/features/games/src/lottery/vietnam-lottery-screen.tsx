import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOTTERY_REGIONS, type LotteryGame } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { lotteryLaunchPath } from '@playdeck/game-kit';
import { useLanguage } from '@playdeck/i18n';
import { paths, withQuery } from '@playdeck/routes';
import { QueryState } from '@playdeck/screen-kit';
import { useVendorStructure } from '@playdeck/site-data';
import { EmptyState, Image } from '@playdeck/ui';
import { Card, Column, Inline, Stack, Text } from '@playdeck/ui/layout';
import { RowTab } from '../row-tab';
import { formatCountdown, secondsToDraw } from './lottery-choice';
import { scrollRow } from '../rows.css';
import * as styles from './lottery-pages.css';
import { useNow } from './use-now';
import { ALL_REGIONS, vietnamLotteriesQuery, type RegionTab } from './lottery-queries';

const REGION_TABS: readonly RegionTab[] = [ALL_REGIONS, ...LOTTERY_REGIONS];

const readRegion = (search: URLSearchParams): RegionTab => {
  const asked = search.get('region');
  return REGION_TABS.find((tab) => tab === asked) ?? ALL_REGIONS;
};

function VietnamLottery({ lottery, now }: { lottery: LotteryGame; now: number }) {
  const { t } = useTranslation();
  const structure = useVendorStructure();
  return (
    <Card as="li" padding="sm" gap="xs" data-testid="vn-lottery" data-game-id={lottery.gameId}>
      <Inline gap="sm" nowrap>
        <Image className={styles.icon} src={lottery.iconUrl} fallbackSrc={brandImages.defaultGame} alt="" aspectRatio="1 / 1" />
        <Column>
          <Stack gap="xs">
            <Text weight="bold">{lottery.gameName}</Text>
            <Text size="sm" tone="muted">
              {lottery.region ? t(`lottery_region_${lottery.region}`) : null}
            </Text>
            <Text size="sm" data-testid="vn-lottery-countdown">
              {t('lottery_next_draw_in', {
                issueNo: lottery.issueNo,
                countdown: formatCountdown(secondsToDraw(lottery.nextDrawTime, now)),
              })}
            </Text>
          </Stack>
        </Column>
      </Inline>
      <Inline gap="sm" align="stretch">
        <Link className={styles.link} to={lotteryLaunchPath(lottery, structure.data?.mapping)} data-testid="vn-lottery-bet">
          {t('lottery_bet')}
        </Link>
        <Link className={styles.link} to={withQuery(paths.lotteryHistory, { gameId: lottery.gameId })} data-testid="vn-lottery-results">
          {t('lottery_results')}
        </Link>
      </Inline>
    </Card>
  );
}

/** /m/vnLottery (spec section 2, lazy page "Vietnamese lottery"): today's Vietnamese draws by region. */
export default function VietnamLotteryScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const region = readRegion(search);
  const lotteries = useQuery(vietnamLotteriesQuery(region, language));
  const now = useNow(1000);
  return (
    <Stack gap="sm" padding="sm" data-testid="vn-lottery-screen">
      <Text size="sm" tone="muted">
        {t('lottery_vn_intro')}
      </Text>
      <div className={scrollRow} role="tablist" aria-label={t('lottery_regions')}>
        {REGION_TABS.map((tab) => (
          <RowTab
            key={tab}
            selected={tab === region}
            onSelect={() => setSearch(tab === ALL_REGIONS ? {} : { region: tab }, { replace: true })}
            testId={`vn-lottery-region-${tab}`}
          >
            {t(`lottery_region_${tab}`)}
          </RowTab>
        ))}
      </div>
      <QueryState
        query={lotteries}
        testId="vn-lottery-list"
        titleKey="lottery_vn_load_failed"
        isEmpty={(answer) => answer.list.length === 0}
        empty={<EmptyState title={t('lottery_vn_empty')} />}
      >
        {({ list }) => (
          <Stack as="ul" gap="sm" data-testid="vn-lottery-list">
            {list.map((lottery) => (
              <VietnamLottery key={lottery.gameId} lottery={lottery} now={now} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Link className={styles.link} to={paths.lotteryHistory} data-testid="vn-lottery-all-results">
        {t('lottery_all_results')}
      </Link>
    </Stack>
  );
}
