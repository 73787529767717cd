/**
 * What waits for the first banner waits at most this long: only a hung image should reach it (a slow phone
 * needs seconds for the banner, and the answers' own failures settle the gate at once).
 */
export const FIRST_VIEW_WAIT_MS = 8_000;

let gate: { settled: Promise<void>; settle: () => void } | undefined;

/**
 * The first view (home's first banner) is about to paint: what is not needed for it (home's carousels,
 * the popup) waits until it has, so those chunks never compete with it. Once per page: later visits to
 * home find the gate open.
 */
export function expectFirstView(): void {
  if (gate) return;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  setTimeout(settle, FIRST_VIEW_WAIT_MS);
  gate = { settled, settle };
}

/** The first view has painted, or there is nothing to wait for (no banners, an error). */
export function firstViewSettled(): void {
  gate?.settle();
}

/** Resolves once the first view has settled (at once when nothing is waiting for one). */
export async function whenFirstViewSettled(): Promise<void> {
  await gate?.settled;
}

/** `load`, started only once the first view has settled. */
export function afterFirstView<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    await whenFirstViewSettled();
    return load();
  };
}
