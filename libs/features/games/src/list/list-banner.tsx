import type { BannerGroup, GameCategory } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { useBanners } from '@playdeck/site-data';
import { Image } from '@playdeck/ui';
import * as styles from './game-list.css';

/** Spec section 2: the game list's banner group by category; e-sports and cockfight are sports books. */
const BANNER_GROUP: Partial<Record<GameCategory, BannerGroup>> = {
  RNG: 'm_rng',
  LIVE: 'm_live',
  FISH: 'm_fish',
  PVP: 'm_pvp',
  SPORTS: 'm_sports',
  ESPORTS: 'm_sports',
  COCKFIGHT: 'm_sports',
};

export function bannerGroupOf(gameType: GameCategory): BannerGroup | undefined {
  return BANNER_GROUP[gameType];
}

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
      data-testid="game-list-banner"
    />
  );
}

export function ListBanner({ gameType }: { gameType: GameCategory }) {
  const group = bannerGroupOf(gameType);
  return group ? <GroupBanner group={group} /> : null;
}
