import type { BannerGroup, GameCategory } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { Image } from '@playdeck/ui';
import { bannerGroupOf } from './banner-groups';
import * as styles from './game-list.css';

/** The banner's shape, reserved from the first paint so the list below never moves when it arrives. */
const BANNER_RATIO = '75 / 28';

function GroupBanner({ group }: { group: BannerGroup }) {
  const banners = useBanners(group);
  if (banners.isPending) {
    return (
      <span className={styles.bannerSlot} style={{ aspectRatio: BANNER_RATIO }} aria-hidden="true" data-testid="game-list-banner-slot" />
    );
  }
  // A missing banner is decoration lost, not an error: the brand's own banner keeps the reserved box filled.
  const first = banners.data?.[0];
  return (
    <Image
      className={styles.banner}
      src={first?.url ?? brandImages.defaultBanner}
      fallbackSrc={brandImages.defaultBanner}
      alt=""
      aspectRatio={BANNER_RATIO}
      loading="eager"
      fetchPriority="high"
      data-testid="game-list-banner"
    />
  );
}

export function ListBanner({ gameType }: { gameType: GameCategory }) {
  const group = bannerGroupOf(gameType);
  return group ? <GroupBanner group={group} /> : null;
}
