import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { useIsLoggedIn } from '@playdeck/session';
import { expectFirstView, Skeleton } from '@playdeck/ui';
import { HeroBanner } from './banners/hero-banner';
import { lazyBlock } from './blocks/lazy-block';
import * as styles from './home-screen.css';
import { homeTabBlocks, INDEX_TAB, type HomeTab } from './tabs/home-tabs';

/*
 * The first screen, kept light (a bundle budget holds it): the frame, the hero banner and skeletons
 * render at once; every block that loads data, and Swiper, arrive in chunks of their own.
 */

function NoticeSkeleton() {
  return (
    <div className={styles.noticeSkeleton} aria-busy="true">
      <Skeleton width="80%" />
    </div>
  );
}

function EntranceSkeleton() {
  return (
    <div className={styles.entranceSkeleton} aria-busy="true" data-testid="home-entrance-loading">
      <div className={styles.skeletonColumn}>
        {[0, 1, 2, 3, 4, 5].map((item) => (
          <Skeleton key={item} shape="rect" height={56} />
        ))}
      </div>
      <div className={styles.skeletonColumn}>
        <Skeleton shape="rect" height={160} />
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="rect" height={160} />
      </div>
    </div>
  );
}

const BannerCarousel = lazyBlock(() => import('./banners/banner-carousel'), <HeroBanner />);
const NoticeBar = lazyBlock(() => import('./notice/notice-bar'), <NoticeSkeleton />);
const HomeEntrance = lazyBlock(() => import('./entrance/home-entrance'), <EntranceSkeleton />);

function BallIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
    </svg>
  );
}

/** Home below the shell's header: banners, notice bar, the hot-match action and the game entrance. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  // Before the blocks render: the carousels below the banner wait for it from their first render on.
  useState(expectFirstView);
  const [tab, setTab] = useState<HomeTab>(INDEX_TAB);
  // Counts the member's requests to see hot matches; each one brings the carousel into view.
  const [hotMatchRequest, setHotMatchRequest] = useState(0);

  const openHotMatches = () => {
    if (!isLoggedIn) {
      navigate(paths.login);
      return;
    }
    if (!homeTabBlocks(tab).includes('hotMatches')) setTab(INDEX_TAB);
    setHotMatchRequest((count) => count + 1);
  };

  return (
    <div className={styles.home} data-testid="home">
      <BannerCarousel />
      <div className={styles.noticeRow}>
        <div className={styles.noticeSlot}>
          <NoticeBar />
        </div>
        <button type="button" className={styles.hotMatchAction} onClick={openHotMatches} data-testid="home-hot-match-action">
          <BallIcon />
          {t('home_hot_matches')}
        </button>
      </div>
      <HomeEntrance tab={tab} onTabChange={setTab} hotMatchRequest={hotMatchRequest} />
    </div>
  );
}
