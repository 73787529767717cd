/** Chromium's `beforeinstallprompt` event: the browser's install dialog, shown when the page asks for it. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome }>;
}

export type InstallOutcome = 'accepted' | 'dismissed';

/** The part of a window the store listens to; tests pass a fake. */
export type InstallPromptSource = Pick<Window, 'addEventListener'>;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function keep(event: InstallPromptEvent | null): void {
  deferred = event;
  listeners.forEach((listener) => listener());
}

/**
 * Keeps Chromium's install prompt for the download bar's popup and the app page. Attached early: the browser
 * fires the event once per page, possibly before either ever loads. Without preventDefault it shows its own
 * mini-infobar instead.
 */
export function captureInstallPrompt(source: InstallPromptSource = window): void {
  source.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    keep(event as InstallPromptEvent);
  });
  source.addEventListener('appinstalled', () => keep(null));
}

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

/** Calls back when a prompt becomes available or goes; returns the unsubscribe (useSyncExternalStore's shape). */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog and resolves with the player's answer; a prompt is good for one use. */
export async function promptInstall(): Promise<InstallOutcome | null> {
  const event = deferred;
  if (!event) return null;
  keep(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
