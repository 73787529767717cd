import { useEffect, useState, type CSSProperties, type RefObject } from 'react';
import { MARQUEE_DURATION } from './marquee.css';
import { useMotionState, type MotionState } from './use-motion-state';

export interface MarqueeSpeed {
  /** Which way the track moves. */
  axis: 'x' | 'y';
  pixelsPerSecond: number;
  /** A short track never rushes past faster than this. */
  minSeconds: number;
}

/** How long one loop takes: the length of one copy of the content at a steady speed. */
export function marqueeSeconds(distancePx: number, { pixelsPerSecond, minSeconds }: MarqueeSpeed): number {
  return Math.max(minSeconds, Math.round(distancePx / pixelsPerSecond));
}

/** One copy's length: the track holds the content twice and moves by half of itself (translate -50%). */
function loopDistance(track: HTMLElement, axis: MarqueeSpeed['axis']): number {
  return (axis === 'x' ? track.scrollWidth : track.scrollHeight) / 2;
}

export interface Marquee {
  /** Spread on the track: the duration as a CSS variable and the motion state as `data-motion`. */
  trackProps: { style: CSSProperties; 'data-motion': MotionState };
}

/**
 * A compositor-driven loop: the CSS keyframes move the track with a transform; script only measures the
 * content when its size changes and pauses the animation off screen or in a hidden page, never per frame.
 * The measuring waits for the ResizeObserver's first report, which comes after the browser's own layout:
 * reading the size while React commits would force that layout inside the commit, a long task on home.
 */
export function useMarquee(track: RefObject<HTMLElement | null>, speed: MarqueeSpeed): Marquee {
  const [seconds, setSeconds] = useState(speed.minSeconds);
  const motion = useMotionState(track);
  const { axis, pixelsPerSecond, minSeconds } = speed;
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setSeconds(marqueeSeconds(loopDistance(element, axis), { axis, pixelsPerSecond, minSeconds }));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [track, axis, pixelsPerSecond, minSeconds]);
  return { trackProps: { style: { [MARQUEE_DURATION]: `${seconds}s` } as CSSProperties, 'data-motion': motion } };
}
