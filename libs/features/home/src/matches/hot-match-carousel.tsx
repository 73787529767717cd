import { useDeferredValue, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { brandImages } from '@playdeck/brand';
import { type HotMatch } from '@playdeck/api';
import { hotMatchesQuery } from './hot-match-query';
import { Button, Image } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { BlockEmpty, BlockError, BlockSkeleton } from '../blocks/block-states';
import { autoplayCarousel } from '../blocks/carousel-options';
import { swiperA11y } from '../blocks/swiper-a11y';
import { useSwiperInstance } from '../blocks/use-swiper-instance';
import { useCarouselAutoplay } from '../motion/use-carousel-autoplay';
import { hotMatchLaunch, launchKey, useGameLauncher } from '@playdeck/game-kit';
import { formatMatchTime } from './format-match-time';
import { HOT_MATCH_BLOCK_HEIGHT } from './hot-match-size';
import * as styles from './hot-matches.css';

function Team({ name, imageUrl }: { name: string; imageUrl: string }) {
  return (
    <span className={styles.team}>
      <Image className={styles.crest} src={imageUrl} fallbackSrc={brandImages.defaultGame} alt="" width={48} height={48} />
      <span>{name}</span>
    </span>
  );
}

/** The query the spec gives the hot-match call (section 7): types=H, platform=M and the merchant. */

/** Upcoming hot matches; Swiper starts once they have loaded (spec section 4), so it counts the real slides. */
export default function HotMatchCarousel() {
  const { t } = useTranslation();
  const matches = useQuery(hotMatchesQuery());
  // Query answers render synchronously; the slides and Swiper's start render at low priority, in slices a slow
  // phone can interleave with the rest of the page's loading.
  const list = useDeferredValue(matches.data);
  const { launch, pendingKey } = useGameLauncher();
  const frame = useRef<HTMLDivElement>(null);
  const [carousel, onSwiper] = useSwiperInstance();
  const options = autoplayCarousel(list?.length ?? 0);
  useCarouselAutoplay(frame, carousel, options.autoplayMs);

  if (matches.isError) return <BlockError error={matches.error} onRetry={() => void matches.refetch()} />;
  if (!list) return <BlockSkeleton height={HOT_MATCH_BLOCK_HEIGHT} />;
  if (list.length === 0) return <BlockEmpty title={t('home_match_empty')} />;

  const slide = (match: HotMatch) => {
    const target = hotMatchLaunch(match);
    return (
      <article className={styles.card} data-testid="home-hot-match">
        <Text size="sm" weight="bold">
          {match.league}
        </Text>
        <div className={styles.teams}>
          <Team name={match.homeTeam} imageUrl={match.homeTeamImageUrl} />
          <span className={styles.versus}>{t('home_versus')}</span>
          <Team name={match.awayTeam} imageUrl={match.awayTeamImageUrl} />
        </div>
        <time className={styles.time} dateTime={new Date(match.matchTime).toISOString()} data-testid="home-hot-match-time">
          {formatMatchTime(match.matchTime)}
        </time>
        <Button size="sm" loading={pendingKey === launchKey(target)} onClick={() => launch(target)} data-testid="home-bet-now">
          {t('home_bet_now')}
        </Button>
      </article>
    );
  };

  return (
    <div ref={frame} className={styles.frame}>
      <Swiper
        className={styles.carousel}
        modules={[A11y, Pagination]}
        a11y={swiperA11y(t)}
        spaceBetween={8}
        {...options.swiper}
        onSwiper={onSwiper}
        data-testid="home-hot-match-carousel"
      >
        {list.map((match) => (
          <SwiperSlide key={`${match.roomId}-${match.matchTime}`}>{slide(match)}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
