import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_TAB_DELAY_MS, realityLease, SETTLE_MS } from './reality-lease';
import { sharedLeaseStores } from './testing-lease-store';

const SESSION = Date.UTC(2026, 10, 23, 9);

describe('reality-check lease between tabs', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const twoTabs = () => {
    const [first, second] = sharedLeaseStores(2);
    return [realityLease(first!, SESSION, 'tab-a'), realityLease(second!, SESSION, 'tab-b')] as const;
  };

  it('gives a check to one of two tabs claiming it at once', async () => {
    const [a, b] = twoTabs();
    const claims = Promise.all([a.claim(1, true), b.claim(1, true)]);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect((await claims).filter(Boolean)).toHaveLength(1);
  });

  it('lets the tab the member looks at show it before a hidden one', async () => {
    const [a, b] = twoTabs();
    const hidden = a.claim(1, false);
    const visible = b.claim(1, true);
    await vi.advanceTimersByTimeAsync(HIDDEN_TAB_DELAY_MS + SETTLE_MS);
    expect([await hidden, await visible]).toEqual([false, true]);
    // The next check is claimed afresh.
    const next = a.claim(2, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await next).toBe(true);
  });

  it('closes the other tabs’ dialogs when the member answers in one', async () => {
    const [a, b] = twoTabs();
    const lost = vi.fn();
    const claimed = a.claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await claimed).toBe(true);
    a.watch(1, lost);
    b.answer(1);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('starts afresh for a new sign-in', async () => {
    const [first] = sharedLeaseStores(1);
    first!.write(JSON.stringify({ session: SESSION, index: 3, tab: 'old', answered: true }));
    const claimed = realityLease(first!, SESSION + 1, 'tab-a').claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await claimed).toBe(true);
  });

  it('lets a visible tab take over a check released by the tab that showed it (hidden or closed)', async () => {
    const [a, b] = twoTabs();
    const taken = vi.fn();
    const lost = vi.fn();
    const released = vi.fn();
    b.onReleased(released);
    const claimed = a.claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await claimed).toBe(true);
    a.watch(1, lost);
    expect(b.released()).toBeNull();
    a.release(1);
    expect(released).toHaveBeenCalledWith(1);
    expect(b.released()).toBe(1);
    const takeOver = b.claim(1, true).then(taken);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    await takeOver;
    expect(taken).toHaveBeenCalledWith(true);
    expect(lost).toHaveBeenCalledOnce();
    expect(a.released()).toBeNull();
    // Without a release, the check stays with the tab that has it.
    const again = a.claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await again).toBe(false);
  });

  it('gives a released check back to its tab when no other takes it, and releases nothing it does not show', async () => {
    const [a, b] = twoTabs();
    const claimed = a.claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await claimed).toBe(true);
    b.release(1);
    expect(a.released()).toBeNull();
    a.release(1);
    const back = a.claim(1, true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(await back).toBe(true);
    // An answered check is nobody's to take over.
    a.answer(1);
    a.release(1);
    expect(b.released()).toBeNull();
  });
});
