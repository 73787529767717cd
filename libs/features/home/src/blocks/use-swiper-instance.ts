import { startTransition, useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * The Swiper a carousel started, for its autoplay and arrows, and the `onSwiper` to pass it. Swiper calls
 * `onSwiper` inside its layout effect, where a plain state update renders the whole carousel again at once, in
 * the task that already started Swiper; as a transition it renders in a later task, in slices.
 */
export function useSwiperInstance(): [SwiperInstance | null, (instance: SwiperInstance) => void] {
  const [instance, setInstance] = useState<SwiperInstance | null>(null);
  const onSwiper = useCallback((started: SwiperInstance) => startTransition(() => setInstance(started)), []);
  return [instance, onSwiper];
}
