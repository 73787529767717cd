// One observer for every skeleton on the page (a page of placeholders costs one, not one each), let go once
// the last skeleton is gone.
let observer: IntersectionObserver | undefined;
let watching = 0;

/**
 * Marks the element `data-off-screen` while it is outside the viewport, until the returned function stops
 * watching it. Nothing is marked where IntersectionObserver is missing.
 */
export function watchOffScreen(element: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-off-screen', !entry.isIntersecting);
  });
  const watcher = observer;
  watcher.observe(element);
  watching += 1;
  return () => {
    watcher.unobserve(element);
    watching -= 1;
    if (watching === 0 && observer === watcher) {
      watcher.disconnect();
      observer = undefined;
    }
  };
}
