import type { PopupGroup } from './popup-filter';

/** localStorage keys of the popup state per group (spec section 3). */
export const POPUP_STORAGE_KEYS: Record<PopupGroup, string> = { A: 'SHELL_PU_A', B: 'SHELL_PU_B' };

/** Whether the group's popups show, for the set of popups `signature` stands for. */
export interface PopupState {
  show: boolean;
  signature: string;
}

function isPopupState(value: unknown): value is PopupState {
  if (typeof value !== 'object' || value === null) return false;
  const { show, signature } = value as Record<string, unknown>;
  return typeof show === 'boolean' && typeof signature === 'string';
}

/** The stored state, or null when absent, unreadable or not of this shape (then the popups show). */
export function readPopupState(group: PopupGroup): PopupState | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(POPUP_STORAGE_KEYS[group]) ?? 'null');
    return isPopupState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writePopupState(group: PopupGroup, state: PopupState): void {
  try {
    localStorage.setItem(POPUP_STORAGE_KEYS[group], JSON.stringify({ show: state.show, signature: state.signature }));
  } catch {
    // Storage unavailable: the popups simply show again next time.
  }
}

/** Shown unless closed for this very set: a different set of title and content pairs shows again. */
export function shouldShow(stored: PopupState | null, signature: string): boolean {
  return stored === null || stored.signature !== signature || stored.show;
}
