import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LotteryPageLinks } from '@playdeck/game-kit';
import { useSiteSettings, useVendorStructure } from '@playdeck/site-data';
import { afterFirstView } from '@playdeck/ui';

import { BlockError, BlockSkeleton, HomeSection } from '../blocks/block-states';
import { lazyBlock } from '../blocks/lazy-block';
import { useDeferredAnswer } from '../blocks/use-deferred-answer';
import { WhenNearScreen } from '../blocks/when-near-screen';
import { AppDownloadBlock } from '../download/app-download-block';
import { HomeFooter } from '../footer/home-footer';
import { JackpotBanner, PoolJackpotTicker } from '../jackpot/jackpot-blocks';
import { blockRevealTurn, homeTabBlocks, INDEX_TAB, LAST_REVEAL_TURN, type HomeBlock, type HomeTab } from '../tabs/home-tabs';
import { VendorRows } from '../vendors/vendor-rows';
import { WinnerTicker } from '../winners/winner-ticker';
import { HOT_MATCH_BLOCK_HEIGHT } from '../matches/hot-match-size';
import { CategoryMenu } from './category-menu';
import { buildHomeMenu, homeMenuLabelKey } from './home-menu';
import { useIdleTurns } from './use-idle-turns';
import { Column, Columns, Stack } from '@playdeck/ui/layout';

// The carousels bring Swiper: chunks of their own, loaded only when their tab shows them and the first banner has painted.
const HotMatchCarousel = lazyBlock(
  afterFirstView(() => import('../matches/hot-match-carousel')),
  <BlockSkeleton height={HOT_MATCH_BLOCK_HEIGHT} />,
);
const HotGamesCarousel = lazyBlock(
  afterFirstView(() => import('../games/hot-games-carousel')),
  <BlockSkeleton height={120} />,
);

export interface HomeEntranceProps {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
  /** Grows with each tap on the hot-match action: the hot matches come into view. */
  hotMatchRequest: number;
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The home game entrance: the category menu and, beside it, the blocks of the chosen tab (spec section 2). */
export default function HomeEntrance({ tab, onTabChange, hotMatchRequest }: HomeEntranceProps) {
  const { t } = useTranslation();
  // The menu, vendor rows and footer render from these answers at low priority, in slices: a query answer
  // otherwise renders synchronously, all of it in one task (issue 15).
  const vendors = useDeferredAnswer(useVendorStructure());
  const settings = useDeferredAnswer(useSiteSettings());
  const hotMatchesRef = useRef<HTMLElement>(null);
  const revealTurns = useIdleTurns(LAST_REVEAL_TURN);

  useEffect(() => {
    if (hotMatchRequest === 0) return;
    const section = hotMatchesRef.current;
    section?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hotMatchRequest]);

  const menu = buildHomeMenu(vendors.data?.sorting.map((entry) => entry.gameCategory) ?? [], settings.data?.affiliateLink);
  const blocks = homeTabBlocks(tab).filter((block) => blockRevealTurn(block) <= revealTurns);

  const renderBlock = (block: HomeBlock): ReactNode => {
    switch (block) {
      case 'hotMatches':
        return (
          <HomeSection key={block} ref={hotMatchesRef} focusable title={t('home_hot_matches')} testId="home-hot-matches">
            <HotMatchCarousel />
          </HomeSection>
        );
      case 'jackpot':
        return (
          <HomeSection key={block} title={t('home_jackpot')} testId="home-jackpot">
            {tab === INDEX_TAB ? <PoolJackpotTicker /> : <JackpotBanner />}
          </HomeSection>
        );
      case 'hotGames':
        return (
          <HomeSection key={block} title={t('home_hot_games')} testId="home-hot-games">
            <WhenNearScreen fallback={<BlockSkeleton height={120} />}>
              <HotGamesCarousel />
            </WhenNearScreen>
          </HomeSection>
        );
      case 'winners':
        return (
          <HomeSection key={block} title={t('home_winner_board')} testId="home-winners" belowFold>
            <WinnerTicker />
          </HomeSection>
        );
      case 'appDownload':
        return (
          <HomeSection key={block} title={t('home_app_download')} testId="home-app-download" belowFold>
            <AppDownloadBlock settings={settings.data} vendors={vendors.data} />
          </HomeSection>
        );
      case 'vendors':
        return (
          <HomeSection key={block} title={t(homeMenuLabelKey(tab))} testId="home-vendors">
            {vendors.isPending ? <BlockSkeleton height={64} count={3} /> : null}
            {vendors.isError ? <BlockError error={vendors.error} onRetry={() => void vendors.refetch()} /> : null}
            {vendors.data && tab !== INDEX_TAB ? (
              <VendorRows category={tab} vendors={vendors.data.mapping[tab] ?? []} iconBase={settings.data?.vendorIconCDN} />
            ) : null}
            {tab === 'LOTT' ? <LotteryPageLinks testId="home-lottery-pages" /> : null}
          </HomeSection>
        );
      case 'footer':
        return null;
    }
  };

  return (
    <>
      <Columns gap="sm" align="start" padding="sm">
        <Column width="content">
          <CategoryMenu items={menu} selected={tab} onSelect={onTabChange} vendors={vendors} />
        </Column>
        <Column>
          <Stack gap="sm" data-testid="home-tab-content" data-tab={tab}>
            {blocks.map(renderBlock)}
          </Stack>
        </Column>
      </Columns>
      {blocks.includes('footer') ? <HomeFooter settings={settings} vendors={vendors} /> : null}
    </>
  );
}
