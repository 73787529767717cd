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
    await expect(started).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });

  it('holds loads until the first banner has settled', async () => {
    gate.expectFirstView();
    const { load, started } = tracked();
    await vi.advanceTimersByTimeAsync(gate.FIRST_VIEW_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    gate.firstViewSettled();
    await expect(started).resolves.toBe('chunk');
  });

  it('lets them go after the longest wait when the banner never paints', async () => {
    gate.expectFirstView();
    const { load } = tracked();
    await vi.advanceTimersByTimeAsync(gate.FIRST_VIEW_WAIT_MS);
    expect(load).toHaveBeenCalledOnce();
  });
});
