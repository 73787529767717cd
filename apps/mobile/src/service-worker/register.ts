import { SKIP_WAITING } from './sw-rules';

/** The part of navigator.serviceWorker the page uses (a fake in specs). */
export interface WorkerContainer {
  readonly controller: unknown;
  register(url: string, options: { scope: string }): Promise<WorkerRegistration>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface WaitingWorker {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface WorkerRegistration {
  readonly waiting: WaitingWorker | null;
  readonly installing: WaitingWorker | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ServiceWorkerHooks {
  /** A new build is installed and waiting: `apply` hands it the page, which then reloads into it. */
  onUpdateReady: (apply: () => void) => void;
  reload: () => void;
  /** When the page should ask for a new build: it gets a listener to call (on coming back to the foreground). */
  onCheckForUpdate?: (check: () => void) => void;
}

/**
 * Registers the brand's service worker for the app's scope and reports a new build once it waits. Nothing
 * reloads by itself: only `apply` (the player's tap on the update notice) hands the new worker the page, and only
 * then does the page reload. A first install takes the page without a reload (the worker claims it).
 */
export async function registerServiceWorker(container: WorkerContainer, base: string, hooks: ServiceWorkerHooks): Promise<void> {
  const registration = await container.register(`${base}sw.js`, { scope: base });
  let applying = false;
  const offer = (worker: WaitingWorker) =>
    hooks.onUpdateReady(() => {
      applying = true;
      worker.postMessage(SKIP_WAITING);
    });
  // A build already waiting (installed while no page of it was open) is offered at once.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      // Installed while another worker controls the page: a new build, not the first install.
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (applying) hooks.reload();
  });
  // A failed check (offline) is only a check missed: the next one asks again.
  hooks.onCheckForUpdate?.(() => void Promise.resolve(registration.update()).catch(() => undefined));
}
