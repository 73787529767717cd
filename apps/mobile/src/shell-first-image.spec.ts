import { afterEach, describe, expect, it } from 'vitest';
import type { RawAnswer } from '@playdeck/api/early';
import { firstImageOf, paintShellFirstImage } from './shell-first-image';

const FALLBACK = '/m/assets/default-banner-abc.svg';

/** The shell of the game list or promotions as the build writes it (tools/vite/prerendered-shell/shell-markup.ts). */
function shell(route: 'gameList' | 'activity'): HTMLImageElement {
  const image = (box: string) => `<img data-shell-first-image${box} data-fallback-src="${FALLBACK}" alt="" fetchpriority="high">`;
  document.body.innerHTML =
    route === 'gameList'
      ? `<div id="pd-shell"><main>${image(' data-shell-first-image-box')}</main></div>`
      : `<div id="pd-shell"><main><div data-shell-first-image-box>${image('')}<span></span></div></main></div>`;
  return document.querySelector('img')!;
}

const answer = (value: unknown, status = 200): Promise<RawAnswer> => Promise.resolve({ status, text: JSON.stringify({ value }) });

/** jsdom loads no images: settles the shell's image once its src is set. */
async function paint(route: 'gameList' | 'activity', early: Promise<RawAnswer> | undefined, event: 'load' | 'error' = 'load') {
  const image = document.querySelector('img')!;
  const painted = paintShellFirstImage(route, early);
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (image.hasAttribute('src')) image.dispatchEvent(new Event(event));
  await painted;
  return image;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstImageOf', () => {
  it('game list: the first banner, else the default banner', () => {
    expect(firstImageOf('gameList', [{ groupName: 'm_rng', url: '/wps/static/banners/1.svg' }, { url: '/2.svg' }])).toEqual({
      url: '/wps/static/banners/1.svg',
    });
    expect(firstImageOf('gameList', [])).toBe('fallback');
    expect(firstImageOf('gameList', [{ url: '' }])).toBe('fallback');
  });

  it("promotions: the first card's image (sequence 1), else the default banner; no promotion, no image", () => {
    const promotion = {
      id: 1,
      announcementImages: [
        { url: '/detail.svg', sequence: 2 },
        { url: '/card.svg', sequence: 1 },
      ],
    };
    expect(firstImageOf('activity', [promotion, { id: 2, announcementImages: [{ url: '/other.svg', sequence: 1 }] }])).toEqual({
      url: '/card.svg',
    });
    expect(firstImageOf('activity', [{ id: 1, announcementImages: [{ url: '/detail.svg', sequence: 2 }] }])).toBe('fallback');
    expect(firstImageOf('activity', [])).toBe('none');
  });

  it('says nothing for an answer that is not a list, or another route', () => {
    expect(firstImageOf('gameList', { code: 'x' })).toBeUndefined();
    expect(firstImageOf('login', [])).toBeUndefined();
  });
});

describe('paintShellFirstImage', () => {
  it("fills the shell's image from the early answer, at high priority, and settles when it has loaded", async () => {
    shell('gameList');
    const image = await paint('gameList', answer([{ groupName: 'm_rng', url: '/wps/static/banners/16.svg' }]));
    expect(image.getAttribute('src')).toBe('/wps/static/banners/16.svg');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the default banner when the platform has none, and after a platform image fails', async () => {
    shell('gameList');
    expect((await paint('gameList', answer([]))).getAttribute('src')).toBe(FALLBACK);
    shell('activity');
    const image = await paint('activity', answer([{ id: 1, announcementImages: [{ url: '/gone.svg', sequence: 1 }] }]), 'error');
    expect(image.getAttribute('src')).toBe(FALLBACK);
  });

  it('takes the box away when the screen shows no such image: no promotions, a list without banners', async () => {
    shell('activity');
    await paint('activity', answer([]));
    expect(document.querySelector('[data-shell-first-image-box]')).toBeNull();
    shell('gameList');
    await paint('gameList', undefined);
    expect(document.querySelector('[data-shell-first-image-box]')).toBeNull();
  });

  it('leaves the box as a placeholder when the read failed or was not made', async () => {
    shell('gameList');
    expect((await paint('gameList', answer({ errorCode: 'x' }, 500))).hasAttribute('src')).toBe(false);
    expect((await paint('gameList', Promise.reject(new Error('offline')))).hasAttribute('src')).toBe(false);
    shell('activity');
    expect((await paint('activity', undefined)).hasAttribute('src')).toBe(false);
    expect(document.querySelector('[data-shell-first-image-box]')).not.toBeNull();
  });
});
