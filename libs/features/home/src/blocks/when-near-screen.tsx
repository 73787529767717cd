import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the spot they take comes on screen, `fallback` (sized like them) until then; at
 * once where IntersectionObserver is missing. For blocks that start just below a phone's fold and mount
 * something costly (a Swiper): a visitor who never scrolls never pays for them while the page loads.
 */
export function WhenNearScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      // A transition: what comes on screen renders in slices, between the frames of the scroll that revealed it.
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={spot}>{fallback}</div>;
}
