/**
 * What waits for the first banner waits at most this long: only a hung image should reach it (a slow phone
 * needs seconds for the banner, and the answers' own failures settle the gate at once).
 */
export const FIRST_VIEW_WAIT_MS = 8_000;

let gate: { settled: Promise<void>; settle: () => void; open: boolean } | undefined;

/**
 * The first view (home's first banner) is about to paint: what is not needed for it (home's carousels,
 * the popup) waits until it has, so those chunks never compete with it. Once per page: later visits to
 * home find the gate open.
 */
export function expectFirstView(): void {
  if (gate) return;
  let resolve!: () => void;
  const settled = new Promise<void>((done) => {
    resolve = done;
  });
  const opening = {
    settled,
    open: false,
    settle: () => {
      opening.open = true;
      resolve();
    },
  };
  setTimeout(opening.settle, FIRST_VIEW_WAIT_MS);
  gate = opening;
}

/** The first view has painted, or there is nothing to wait for (no banners, an error). */
export function firstViewSettled(): void {
  gate?.settle();
}

/** Whether something is still waiting for the first view to paint. */
export function firstViewPending(): boolean {
  return !!gate && !gate.open;
}

/** Resolves once the first view has settled (at once when nothing is waiting for one). */
export async function whenFirstViewSettled(): Promise<void> {
  await gate?.settled;
}

/** An idle turn waits at most this long for a busy main thread. */
export const IDLE_TURN_TIMEOUT_MS = 1_000;

let lastTurn: Promise<void> = Promise.resolve();

function idleCallback(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: the next task is the nearest it offers.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: IDLE_TURN_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves in an idle moment of its own, after every earlier turn: what is handed over in turns (a loaded
 * block that mounts Swiper) renders in separate tasks once the previous one has finished, instead of all
 * of them in one long commit.
 */
export function idleTurn(): Promise<void> {
  const turn = lastTurn.then(idleCallback);
  lastTurn = turn;
  return turn;
}

/**
 * `load`, started only once the first view has settled; its result is handed over in an idle turn, so
 * several blocks started together render one after another, each in its own task.
 */
export function afterFirstView<T>(load: () => Promise<T>): (() => Promise<T>) & { waitsForFirstView: true } {
  return Object.assign(
    async () => {
      await whenFirstViewSettled();
      const loaded = await load();
      await idleTurn();
      return loaded;
    },
    { waitsForFirstView: true as const },
  );
}

/** Whether `load` was made by afterFirstView: what stands in for it waits for the first view first. */
export const waitsForFirstView = (load: unknown): boolean =>
  typeof load === 'function' && (load as { waitsForFirstView?: boolean }).waitsForFirstView === true;
