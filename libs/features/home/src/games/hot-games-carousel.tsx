import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { brandImages } from '@playdeck/brand';
import { useLanguage } from '@playdeck/i18n';
import { hotGamesQuery } from './hot-games-query';
import { Image } from '@playdeck/ui';
import { BlockEmpty, BlockError, BlockSkeleton, TitleControls } from '../blocks/block-states';
import { swiperA11y } from '../blocks/swiper-a11y';
import { useSwiperInstance } from '../blocks/use-swiper-instance';
import * as styles from './hot-games.css';
import { gameLaunch, gameTileStyles, launchKey, useGameLauncher } from '@playdeck/game-kit';

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <path d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** The carousel's previous / next button. */
function NavButton({ direction, label, onClick }: { direction: 'previous' | 'next'; label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.navButton} onClick={onClick} aria-label={label} data-testid={`home-hot-games-${direction}`}>
      <Arrow direction={direction} />
    </button>
  );
}

/** Popular games in the player's language (a language change asks again: it is part of the query). */
export default function HotGamesCarousel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const games = useQuery(hotGamesQuery(language));
  // As for hot matches: the answer renders synchronously, so the tiles and Swiper's start render at low priority.
  const list = useDeferredValue(games.data?.list);
  const { openGame, pendingKey } = useGameLauncher();
  const [swiper, onSwiper] = useSwiperInstance();

  if (games.isError) return <BlockError error={games.error} onRetry={() => void games.refetch()} />;
  if (!list) return <BlockSkeleton height={120} />;
  if (list.length === 0) return <BlockEmpty title={t('home_games_empty')} />;

  return (
    <>
      <TitleControls>
        <div className={styles.nav}>
          <NavButton direction="previous" label={t('home_previous')} onClick={() => swiper?.slidePrev()} />
          <NavButton direction="next" label={t('home_next')} onClick={() => swiper?.slideNext()} />
        </div>
      </TitleControls>
      <Swiper
        className={styles.carousel}
        modules={[A11y]}
        a11y={swiperA11y(t)}
        onSwiper={onSwiper}
        slidesPerView={3}
        slidesPerGroup={3}
        spaceBetween={8}
        rewind
      >
        {list.map((game) => {
          const busy = pendingKey === launchKey(gameLaunch(game));
          return (
            <SwiperSlide key={game.nodeId}>
              <button
                type="button"
                className={gameTileStyles.open}
                onClick={() => void openGame(game)}
                aria-busy={busy || undefined}
                data-testid="home-hot-game"
              >
                <Image
                  className={gameTileStyles.icon}
                  src={game.iconUrl}
                  fallbackSrc={brandImages.defaultGame}
                  alt=""
                  aspectRatio="1 / 1"
                />
                <span className={gameTileStyles.name}>{game.gameName}</span>
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </>
  );
}
