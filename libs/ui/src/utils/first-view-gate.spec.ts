import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('./first-view-gate');
let gate: Gate;

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  gate = await import('./first-view-gate');
});
afterEach(() => vi.useRealTimers());

const tracked = () => {
  const load = vi.fn(() => Promise.resolve('chunk'));
  const started = gate.afterFirstView(load)();
  return { load, started };
};

describe('first banner gate', () => {
  it('loads at once when no home waits for a banner', async () => {
    const { load, started } = tracked();
    await vi.advanceTimersByTimeAsync(gate.IDLE_TURN_TIMEOUT_MS);
    await expect(started).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('holds loads until the first banner has settled', async () => {
    gate.expectFirstView();
    const { load, started } = tracked();
    await vi.advanceTimersByTimeAsync(gate.FIRST_VIEW_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    gate.firstViewSettled();
    await vi.advanceTimersByTimeAsync(gate.IDLE_TURN_TIMEOUT_MS);
    await expect(started).resolves.toBe('chunk');
  });

  it('hands loads started together over one idle turn at a time, so each renders in a task of its own', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    try {
      gate.expectFirstView();
      const first = vi.fn();
      const second = vi.fn();
      void gate
        .afterFirstView(() => Promise.resolve('one'))()
        .then(first);
      void gate
        .afterFirstView(() => Promise.resolve('two'))()
        .then(second);
      gate.firstViewSettled();
      await vi.advanceTimersByTimeAsync(0);
      expect(idle).toHaveLength(1);
      expect(first).not.toHaveBeenCalled();

      idle.shift()!({} as IdleDeadline);
      await vi.advanceTimersByTimeAsync(0);
      expect(first).toHaveBeenCalledWith('one');
      expect(second).not.toHaveBeenCalled();
      expect(idle).toHaveLength(1);

      idle.shift()!({} as IdleDeadline);
      await vi.advanceTimersByTimeAsync(0);
      expect(second).toHaveBeenCalledWith('two');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets them go after the longest wait when the banner never paints', async () => {
    gate.expectFirstView();
    const { load } = tracked();
    await vi.advanceTimersByTimeAsync(gate.FIRST_VIEW_WAIT_MS);
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('what the gate tells about itself', () => {
  it('is pending from the first view expected until it has painted', () => {
    expect(gate.firstViewPending()).toBe(false);
    gate.expectFirstView();
    expect(gate.firstViewPending()).toBe(true);
    gate.firstViewSettled();
    expect(gate.firstViewPending()).toBe(false);
  });

  it('stops being pending when the wait runs out', async () => {
    gate.expectFirstView();
    await vi.advanceTimersByTimeAsync(gate.FIRST_VIEW_WAIT_MS);
    expect(gate.firstViewPending()).toBe(false);
  });

  it('marks the loads it makes, and only those', () => {
    const load = () => Promise.resolve('chunk');
    expect(gate.waitsForFirstView(gate.afterFirstView(load))).toBe(true);
    expect(gate.waitsForFirstView(load)).toBe(false);
  });
});
