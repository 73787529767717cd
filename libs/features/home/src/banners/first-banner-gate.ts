/** What waits for the first banner waits at most this long: a slow image must not hold the rest of home. */
export const FIRST_BANNER_WAIT_MS = 1_500;

let gate: { settled: Promise<void>; settle: () => void } | undefined;

/**
 * Home is about to show its first banner: the carousels below it (Swiper) wait until it has painted, so
 * their chunks never compete with it. Once per page: later visits to home find the gate open.
 */
export function expectFirstBanner(): void {
  if (gate) return;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  setTimeout(settle, FIRST_BANNER_WAIT_MS);
  gate = { settled, settle };
}

/** The first banner has painted, or there is none to wait for (no banners, an error). */
export function firstBannerSettled(): void {
  gate?.settle();
}

/** `load`, started only once the first banner has settled (at once when no home is waiting for one). */
export function afterFirstBanner<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await gate?.settled;
    return load();
  };
}
