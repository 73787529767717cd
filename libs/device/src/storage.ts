/** localStorage, or undefined where reading it throws (private modes, sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A stored flag counts as on unless it is absent, empty, "0" or "false". */
export function storedFlag(storage: Storage | undefined, key: string): boolean {
  try {
    const value = storage?.getItem(key);
    return !!value && value !== '0' && value !== 'false';
  } catch {
    return false;
  }
}

export function setStoredFlag(storage: Storage | undefined, key: string): void {
  try {
    storage?.setItem(key, 'true');
  } catch {
    // Full or blocked storage: the flag lasts for this page only.
  }
}
