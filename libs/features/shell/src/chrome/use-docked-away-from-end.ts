import { useLayoutEffect, useState } from 'react';

/**
 * Pages keep room for the floating button only at their end (shell-layout.css), so anywhere else it would sit
 * over the page's content: true while the end of the page is not on screen. A pixel or two of slack absorbs
 * fractional scroll positions.
 */
const END_SLACK_PX = 2;

function awayFromEnd(): boolean {
  const root = document.documentElement;
  return root.scrollHeight - (window.scrollY + window.innerHeight) > END_SLACK_PX;
}

export function useDockedAwayFromEnd(): boolean {
  const [docked, setDocked] = useState(false);
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setDocked(awayFromEnd());
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Lists that load more as they near the end move the end away without a scroll.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return docked;
}
