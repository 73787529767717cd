import { useEffect, type RefObject } from 'react';
import { useMotionState } from './use-motion-state';

/** The part of a Swiper instance the autoplay drives. */
export interface AutoplayedCarousel {
  destroyed?: boolean;
  slideNext: () => void;
  on: (event: 'slideChange', handler: () => void) => void;
  off: (event: 'slideChange', handler: () => void) => void;
}

/**
 * Advances a carousel every `delayMs` with one timer per slide, in place of Swiper's Autoplay module (which
 * runs a requestAnimationFrame loop for as long as it plays, a main-thread frame 60 times a second). Any
 * change of slide, a swipe included, starts the wait again. Stops off screen, in a hidden page and under
 * reduced motion; `delayMs` null (a single slide) stands still.
 */
export function useCarouselAutoplay(frame: RefObject<Element | null>, carousel: AutoplayedCarousel | null, delayMs: number | null): void {
  const motion = useMotionState(frame);
  useEffect(() => {
    if (!carousel || delayMs === null || motion !== 'running') return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!carousel.destroyed) carousel.slideNext();
      }, delayMs);
    };
    wait();
    carousel.on('slideChange', wait);
    return () => {
      clearTimeout(timer);
      if (!carousel.destroyed) carousel.off('slideChange', wait);
    };
  }, [carousel, delayMs, motion]);
}
