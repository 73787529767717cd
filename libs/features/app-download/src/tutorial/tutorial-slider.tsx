import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { brand } from '@playdeck/brand';
import { Inline, Text } from '@playdeck/ui/layout';
import { prefersReducedMotion } from '@playdeck/ui';
import { TUTORIAL_STEPS, type TutorialPlatform } from './tutorial-steps';
import * as styles from './tutorial-slider.css';

/** The six install steps as a swipeable slider with previous and next buttons and a step counter. */
export function TutorialSlider({ platform }: { platform: TutorialPlatform }) {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = TUTORIAL_STEPS[platform];
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  // Read once: Swiper takes its mode when it starts. Less motion: the browser's own scrolling, no moving layer.
  const [stillSlider] = useState(prefersReducedMotion);
  const last = steps.length - 1;
  const counter = (index: number) => t('app_download_tutorial_step', { step: index + 1, count: steps.length });

  return (
    <section
      className={styles.root}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      data-testid="app-download-tutorial"
      data-platform={platform}
    >
      <Text as="h3" id={headingId} size="lg" weight="bold">
        {t('app_download_tutorial_title')}
      </Text>
      <Swiper
        className={styles.slider}
        slidesPerView={1}
        spaceBetween={12}
        cssMode={stillSlider}
        speed={stillSlider ? 0 : undefined}
        onSwiper={(instance) => {
          // Natively scrolled, the track is a scroll region: keyboard users reach it to scroll it with the arrows.
          if (stillSlider) instance.wrapperEl.tabIndex = 0;
          setSwiper(instance);
        }}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
      >
        {steps.map((step, index) => (
          <SwiperSlide
            key={step.titleKey}
            role="group"
            aria-roledescription="slide"
            aria-label={counter(index)}
            aria-hidden={index !== active}
          >
            <article className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <Text as="h4" size="md" weight="bold">
                {t(step.titleKey)}
              </Text>
              <Text size="sm" tone="muted">
                {t(step.textKey, { brand: brand.name })}
              </Text>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
      <Inline gap="sm" justify="spaceBetween" nowrap>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => swiper?.slideTo(active - 1)}
          disabled={active === 0}
          aria-label={t('app_download_tutorial_previous')}
        >
          <ArrowIcon direction="previous" />
        </button>
        <Text size="sm" weight="bold" aria-live="polite" data-testid="app-download-tutorial-counter">
          {counter(active)}
        </Text>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => swiper?.slideTo(active + 1)}
          disabled={active === last}
          aria-label={t('app_download_tutorial_next')}
        >
          <ArrowIcon direction="next" />
        </button>
      </Inline>
      <ol className={styles.dots} aria-hidden="true">
        {steps.map((step, index) => (
          <li key={step.titleKey} className={index === active ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
        ))}
      </ol>
    </section>
  );
}

function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
