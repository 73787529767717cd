import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { beginPendingWork } from '@playdeck/ui';

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
    // Pending from the moment the spot comes on screen until the block has rendered in its place.
    let arriving: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      arriving ??= beginPendingWork();
      // A transition: what comes on screen renders in slices, between the frames of the scroll that revealed it.
      startTransition(() => setNear(true));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      arriving?.();
    };
  }, [near]);
  return near ? children : <div ref={spot}>{fallback}</div>;
}
