import { useEffect, useState, type RefObject } from 'react';

/**
 * Pages keep room for the floating button only at their end (shell-layout.css), so anywhere else it would sit
 * over the page's content: true while the end of the page (`end`, an element after the page in the flow) is
 * not on screen. A pixel or two of slack absorbs fractional scroll positions.
 *
 * Watched by an IntersectionObserver rather than by reading the page's height on scroll and resize: those
 * reads forced a layout inside every render of a loading page, which made its tasks long on a slow phone.
 */
const END_SLACK_PX = 2;

export function useDockedAwayFromEnd(end: RefObject<Element | null>): boolean {
  const [docked, setDocked] = useState(false);
  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setDocked(!last.isIntersecting);
      },
      { rootMargin: `0px 0px ${END_SLACK_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [end]);
  return docked;
}
