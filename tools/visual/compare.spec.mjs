import { describe, expect, it } from 'vitest';
import { comparePng, decodePng, diffImages, encodePng, sameImages } from './compare.mjs';

/** A width × height image of one colour, with optional pixels set to other colours ({ x, y, rgb }). */
function image(width, height, rgb, changes = []) {
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index++) data.set([...rgb, 255], index * 4);
  for (const { x, y, rgb: other } of changes) data.set([...other, 255], (y * width + x) * 4);
  return { data, width, height };
}

describe('comparing pictures', () => {
  it('finds a colour token nudged by one step wherever it paints an area, and ignores anti-aliasing noise', () => {
    const baseline = image(40, 30, [245, 197, 66]);
    const nudged = image(40, 30, [245, 197, 67]);
    expect(sameImages(baseline, baseline)).toBe(true);
    expect(sameImages(baseline, nudged)).toBe(false);
    expect(diffImages(baseline, nudged)).toMatchObject({ changed: 0, moved: 1200 });
    const edges = Array.from({ length: 200 }, (_, index) => ({ x: index % 40, y: Math.floor(index / 40), rgb: [245, 197, 71] }));
    expect(sameImages(baseline, image(40, 30, [245, 197, 66], edges))).toBe(true);
  });

  it('finds one pixel changed by more than the noise, and marks it red in the diff', () => {
    const baseline = image(4, 3, [14, 159, 110]);
    const actual = image(4, 3, [14, 159, 110], [{ x: 2, y: 1, rgb: [14, 168, 110] }]);
    expect(sameImages(baseline, actual)).toBe(false);
    const { changed, diff } = diffImages(baseline, actual);
    expect(changed).toBe(1);
    expect([...diff.data.subarray((1 * 4 + 2) * 4, (1 * 4 + 2) * 4 + 4)]).toEqual([255, 0, 64, 255]);
    expect(diff.data[0]).toBeGreaterThan(200);
  });

  it('counts every pixel outside the smaller picture as changed', () => {
    const { changed, diff } = diffImages(image(2, 2, [0, 0, 0]), image(2, 3, [0, 0, 0]));
    expect(changed).toBe(2);
    expect([diff.width, diff.height]).toEqual([2, 3]);
  });

  it('keeps every pixel through the small PNG baselines are written as', async () => {
    const original = image(5, 5, [20, 11, 46], [{ x: 1, y: 1, rgb: [20, 10, 46] }]);
    const png = await encodePng(original);
    const back = await decodePng(png);
    expect(back.data.equals(original.data)).toBe(true);
    expect(await comparePng(png, await encodePng(png))).toEqual({ equal: true });
  });

  it('answers a changed picture with the number of pixels, both sizes and a diff PNG', async () => {
    const result = await comparePng(
      await encodePng(image(3, 3, [255, 255, 255])),
      await encodePng(image(3, 3, [255, 255, 255], [{ x: 0, y: 0, rgb: [0, 0, 0] }])),
    );
    expect(result).toMatchObject({ equal: false, changed: 1, sizes: { baseline: [3, 3], actual: [3, 3] } });
    expect((await decodePng(result.diffPng)).width).toBe(3);
  });
});
