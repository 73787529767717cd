import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewPainted } from './first-view-painted';

function page(html: string, shellRoute?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  if (shellRoute) doc.documentElement.dataset.pdShell = shellRoute;
  return doc;
}

const settledWithin = async (promise: Promise<void>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe('waiting for the first view before the app loads', () => {
  afterEach(() => vi.useRealTimers());

  it('waits on home for the shell banner to load, then a painted frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const doc = page('<div id="pd-shell"><img data-first-banner src="/m/hero.svg"></div><div id="root"></div>', 'home');
    const banner = doc.querySelector('img')!;
    Object.defineProperty(banner, 'complete', { value: false });
    const painted = firstViewPainted(doc, 2_000);
    expect(await settledWithin(painted, 500)).toBe(false);
    banner.dispatchEvent(new Event('load'));
    expect(await settledWithin(painted, 100)).toBe(true);
  });

  it('stops waiting for a banner that never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const doc = page('<div id="pd-shell"><img data-first-banner src="/m/hero.svg"></div>', 'home');
    Object.defineProperty(doc.querySelector('img')!, 'complete', { value: false });
    const painted = firstViewPainted(doc, 2_000);
    expect(await settledWithin(painted, 1_900)).toBe(false);
    expect(await settledWithin(painted, 200)).toBe(true);
  });

  it("waits on the game list and promotions for the shell's first image, at most as long as for a banner", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let imageSettled!: () => void;
    const painted = firstViewPainted(
      page('<div id="pd-shell"></div>', 'gameList'),
      2_000,
      new Promise((resolve) => (imageSettled = resolve)),
    );
    expect(await settledWithin(painted, 500)).toBe(false);
    imageSettled();
    expect(await settledWithin(painted, 50)).toBe(true);
    const never = firstViewPainted(page('<div id="pd-shell"></div>', 'activity'), 2_000, new Promise(() => undefined));
    expect(await settledWithin(never, 1_900)).toBe(false);
    expect(await settledWithin(never, 200)).toBe(true);
  });

  it('waits only a frame on a shell without a banner, and not at all on a page without a shell', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    expect(await settledWithin(firstViewPainted(page('<div id="pd-shell"></div>', 'login')), 50)).toBe(true);
    await expect(firstViewPainted(page('<div id="root"></div>'))).resolves.toBeUndefined();
    await expect(firstViewPainted(page('<div id="pd-shell"></div>', 'none'))).resolves.toBeUndefined();
  });
});
