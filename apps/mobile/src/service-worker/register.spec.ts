import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type WaitingWorker, type WorkerContainer, type WorkerRegistration } from './register';
import { SKIP_WAITING } from './sw-rules';

/** A service worker container and registration driven by the test. */
function fakes({ controller = {} as unknown, waiting = null as WaitingWorker | null } = {}) {
  const listeners = new Map<string, () => void>();
  const worker = (state: string) => {
    const onState: (() => void)[] = [];
    const fake = {
      state,
      postMessage: vi.fn(),
      addEventListener: (_type: 'statechange', listener: () => void) => onState.push(listener),
      become(next: string) {
        fake.state = next;
        onState.forEach((listener) => listener());
      },
    };
    return fake;
  };
  const registration: WorkerRegistration & { installing: ReturnType<typeof worker> | null } = {
    waiting,
    installing: null,
    update: vi.fn(async () => undefined),
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
  const container: WorkerContainer = {
    controller,
    register: vi.fn(async () => registration),
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
  const fire = (type: string) => listeners.get(type)!();
  return { container, registration, worker, fire };
}

describe('registering the service worker', () => {
  it("registers the brand's worker for the app's scope", async () => {
    const { container } = fakes();
    await registerServiceWorker(container, '/m/', { onUpdateReady: vi.fn(), reload: vi.fn() });
    expect(container.register).toHaveBeenCalledWith('/m/sw.js', { scope: '/m/' });
  });

  it('offers a new build once it is installed, and reloads only after the player applies it', async () => {
    const { container, registration, worker, fire } = fakes();
    const onUpdateReady = vi.fn();
    const reload = vi.fn();
    await registerServiceWorker(container, '/m/', { onUpdateReady, reload });
    const next = worker('installing');
    registration.installing = next;
    fire('updatefound');
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.become('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    // Another tab took the new worker: this page does not reload under the player's hands.
    fire('controllerchange');
    expect(reload).not.toHaveBeenCalled();
    onUpdateReady.mock.calls[0]![0]();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a build already waiting, but not the first install (no worker controlled the page yet)', async () => {
    const waiting = fakes().worker('installed');
    const already = fakes({ waiting });
    const onUpdateReady = vi.fn();
    await registerServiceWorker(already.container, '/m/', { onUpdateReady, reload: vi.fn() });
    expect(onUpdateReady).toHaveBeenCalledTimes(1);

    const first = fakes({ controller: null });
    const onFirst = vi.fn();
    await registerServiceWorker(first.container, '/m/', { onUpdateReady: onFirst, reload: vi.fn() });
    const installing = first.worker('installing');
    first.registration.installing = installing;
    first.fire('updatefound');
    installing.become('installed');
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('asks for a new build when told to (the page coming back to the foreground)', async () => {
    const { container, registration } = fakes();
    let check = () => {};
    await registerServiceWorker(container, '/m/', { onUpdateReady: vi.fn(), reload: vi.fn(), onCheckForUpdate: (run) => (check = run) });
    check();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
