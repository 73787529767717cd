/*
 * One tab shows each check. The tabs of a session share a lease in localStorage: the check's number, the tab
 * that shows it and whether the member answered. A tab shows a check only when its claim is the one still
 * written after a short settle (two tabs writing at once: the last write wins in both), a hidden tab claims
 * later than a visible one, and a tab closes its dialog when the lease moves on (another tab took the check,
 * or the member answered it anywhere). A tab showing a check that is hidden or closed releases it: a visible tab
 * takes it over at once (or the next tab made visible), so the check shows where the member is.
 */

/** Where the lease lives: localStorage in the app, a shared map in specs. */
export interface LeaseStore {
  read(): string | null;
  write(value: string): void;
  /** Calls back when another tab writes the lease. */
  subscribe(listener: () => void): () => void;
}

export interface LeaseValue {
  /** The session's sign-in time: a new sign-in starts afresh. */
  session: number;
  index: number;
  tab: string;
  answered: boolean;
  /** The tab showing the check was hidden or closed before the member answered: another tab may take it over. */
  released?: boolean;
}

export const LEASE_KEY = 'playdeck.realityCheck';
/** How long a claim waits for another tab's write at the same moment. */
export const SETTLE_MS = 150;
/** How much later a hidden tab claims, so the tab the member looks at shows the dialog. */
export const HIDDEN_TAB_DELAY_MS = 1_000;

export function localLeaseStore(storage: Storage = localStorage, key = LEASE_KEY): LeaseStore {
  return {
    read: () => storage.getItem(key),
    write: (value) => storage.setItem(key, value),
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function parse(raw: string | null): LeaseValue | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<LeaseValue> | null;
    return value && typeof value.session === 'number' && typeof value.index === 'number' ? (value as LeaseValue) : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RealityLease {
  /** Claims check `index` for this tab; true when this tab shows it. */
  claim(index: number, visible: boolean): Promise<boolean>;
  /** The member answered check `index` here: every tab closes it. */
  answer(index: number): void;
  /** Calls back with true when check `index`, shown here, is no longer this tab's to show. */
  watch(index: number, onLost: () => void): () => void;
  /** This tab, showing check `index`, was hidden or is closing: another tab may take the check over. */
  release(index: number): void;
  /** The check a hidden or closed tab released, unanswered and not taken over yet; null when none. */
  released(): number | null;
  /** Calls back with the check's number when another tab releases it. */
  onReleased(listener: (index: number) => void): () => void;
}

export function realityLease(store: LeaseStore, session: number, tab: string): RealityLease {
  const current = () => {
    const value = parse(store.read());
    return value?.session === session ? value : null;
  };
  const write = (value: Omit<LeaseValue, 'session'>) => store.write(JSON.stringify({ session, ...value }));
  const releasedIndex = () => {
    const value = current();
    return value?.released && !value.answered ? value.index : null;
  };
  return {
    async claim(index, visible) {
      if (!visible) await pause(HIDDEN_TAB_DELAY_MS);
      const before = current();
      if (before && before.index >= index && releasedIndex() !== index) return false;
      write({ index, tab, answered: false });
      await pause(SETTLE_MS);
      const after = current();
      return after !== null && after.index === index && after.tab === tab && !after.answered && !after.released;
    },
    answer(index) {
      write({ index, tab, answered: true });
    },
    watch(index, onLost) {
      return store.subscribe(() => {
        const value = current();
        if (value && value.index >= index && (value.tab !== tab || value.answered)) onLost();
      });
    },
    release(index) {
      const value = current();
      if (value?.index === index && value.tab === tab && !value.answered) write({ index, tab, answered: false, released: true });
    },
    released: releasedIndex,
    onReleased(listener) {
      return store.subscribe(() => {
        const index = releasedIndex();
        if (index !== null) listener(index);
      });
    },
  };
}
