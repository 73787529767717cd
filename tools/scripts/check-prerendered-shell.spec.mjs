import { describe, expect, it } from 'vitest';
import { firstBanners, shellProblems } from './check-prerendered-shell.mjs';

const page = (img) =>
  `<html><head><title>x</title></head><body><div id="pd-shell"><header></header>${img}</div><div id="root"></div></body></html>`;
const good =
  '<img class="pd-banner" data-first-banner src="/m/assets/hero-1.svg" width="750" height="300" fetchpriority="high" alt="Promotions">';
const exists = (url) => url === '/m/assets/hero-1.svg';

describe('check-prerendered-shell', () => {
  it('reads the first banner of the shell', () => {
    expect(firstBanners(page(good))).toEqual([
      {
        class: 'pd-banner',
        'data-first-banner': '',
        src: '/m/assets/hero-1.svg',
        width: '750',
        height: '300',
        fetchpriority: 'high',
        alt: 'Promotions',
      },
    ]);
  });

  it('passes a shell whose banner has everything and is in the build', () => {
    expect(shellProblems('default', page(good), exists)).toEqual([]);
  });

  it('fails an empty root, a banner outside the shell, a lazy or unsized banner, a missing file', () => {
    expect(shellProblems('a', '<body><div id="root"></div></body>', exists)).toEqual([
      'a: expected one img[data-first-banner] in #pd-shell, found 0',
    ]);
    expect(shellProblems('b', page(good.replace(' fetchpriority="high"', '')), exists)).toEqual([
      'b: the first banner lacks fetchpriority="high"',
    ]);
    expect(shellProblems('c', page(good.replace(' height="300"', '')), exists)).toEqual(['c: the first banner lacks a numeric height']);
    expect(shellProblems('d', page(good.replace('hero-1', 'hero-2')), exists)).toEqual([
      "d: the first banner's file /m/assets/hero-2.svg is not in the build",
    ]);
  });
});
