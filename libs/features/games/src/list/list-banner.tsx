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

function GroupBanner({ group }: { group: BannerGroup }) {
  const banners = useBanners(group);
  const first = banners.data?.[0];
  // A missing banner is decoration lost, not an error: the list below is what the page is for.
  if (!first) return null;
  return (
    <Image
      className={styles.banner}
      src={first.url}
      fallbackSrc={brandImages.defaultBanner}
      alt=""
      aspectRatio="75 / 28"
      loading="eager"
      data-testid="game-list-banner"
    />
  );
}

export function ListBanner({ gameType }: { gameType: GameCategory }) {
  const group = bannerGroupOf(gameType);
  return group ? <GroupBanner group={group} /> : null;
}
