import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMotionWorld, preferReducedMotion } from './motion-test-kit';
import { useCarouselAutoplay, type AutoplayedCarousel } from './use-carousel-autoplay';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function fakeCarousel() {
  const handlers = new Set<() => void>();
  const carousel: AutoplayedCarousel & { shown: number; swipe: () => void; listeners: () => number } = {
    destroyed: false,
    shown: 0,
    slideNext() {
      carousel.shown++;
      handlers.forEach((handler) => handler());
    },
    on: (_event, handler) => handlers.add(handler),
    off: (_event, handler) => handlers.delete(handler),
    swipe: () => carousel.slideNext(),
    listeners: () => handlers.size,
  };
  return carousel;
}

function Carousel({ carousel, delayMs }: { carousel: AutoplayedCarousel; delayMs: number | null }) {
  const frame = useRef<HTMLDivElement>(null);
  useCarouselAutoplay(frame, carousel, delayMs);
  return <div ref={frame} />;
}

describe('useCarouselAutoplay', () => {
  it('shows the next slide every 5000 ms, and waits a full delay again after a swipe', () => {
    vi.useFakeTimers();
    const carousel = fakeCarousel();
    render(<Carousel carousel={carousel} delayMs={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(carousel.shown).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(carousel.shown).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(carousel.shown).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    act(() => carousel.swipe());
    act(() => vi.advanceTimersByTime(4999));
    expect(carousel.shown).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(carousel.shown).toBe(4);
  });

  it('stops while off screen or in a hidden page, and goes on when seen again', () => {
    vi.useFakeTimers();
    const world = fakeMotionWorld();
    const carousel = fakeCarousel();
    const view = render(<Carousel carousel={carousel} delayMs={5000} />);
    world.scrollOutOfView();
    act(() => vi.advanceTimersByTime(20_000));
    expect(carousel.shown).toBe(0);
    world.scrollIntoView();
    world.setPageHidden(true);
    act(() => vi.advanceTimersByTime(20_000));
    expect(carousel.shown).toBe(0);
    world.setPageHidden(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(carousel.shown).toBe(1);
    view.unmount();
    expect(carousel.listeners()).toBe(0);
    act(() => vi.advanceTimersByTime(20_000));
    expect(carousel.shown).toBe(1);
  });

  it('stands still under reduced motion and with a single slide', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    const reduced = fakeCarousel();
    render(<Carousel carousel={reduced} delayMs={5000} />);
    preferReducedMotion(false);
    const single = fakeCarousel();
    render(<Carousel carousel={single} delayMs={null} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(reduced.shown).toBe(0);
    expect(single.shown).toBe(0);
  });
});
