import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../../../testing/call-platform';
import { getTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { brandHues } from '../images/brand-tint';
import { ART_GENERATOR_VERSION, artKey, concurrencyLimit, diskArtStore, DRAW_CONCURRENCY, type ArtPicture } from './art-store';
import { fitText, textWidth } from './glyph-text';

const MERCHANTS = { default: 'PLAYDECK', lucky: 'LUCKYSTAR' } as const;
// A tile is shown ~100 px wide at 2× and a banner full width: these keep home's first paint light.
const MAX_TILE_BYTES = 12_000;
const MAX_BANNER_BYTES = 40_000;

/** The average colour of an image, as [r, g, b]. */
async function meanColour(bytes: Buffer): Promise<number[]> {
  const { channels } = await sharp(bytes).removeAlpha().stats();
  return channels.map((channel) => Math.round(channel.mean));
}

describe('demo art served as rasters', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await getTestPlatform();
  });

  const fetchImage = async (url: string) => {
    const response = await platform.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toBe('image/webp');
    return response.rawPayload;
  };

  /** The merchant's first home banner and first hot game's tile, as served. */
  async function artOf(merchant: string) {
    const [banner] = valueOf(
      await callPlatform(platform, contract.content.banners, { merchant, query: { groupName: 'm_home', language: 'EN' } }),
    );
    const { list } = valueOf(await callPlatform(platform, contract.games.popular, { merchant, query: { pageSize: 1 } }));
    return { banner: await fetchImage(banner!.url), tile: await fetchImage(list[0]!.iconUrl) };
  }

  it.each(Object.entries(MERCHANTS))('serves %s banners and tiles as WebP of their slot size, small in bytes', async (_brand, merchant) => {
    const { banner, tile } = await artOf(merchant);
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 750, height: 300 });
    expect(await sharp(tile).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(banner.length).toBeLessThan(MAX_BANNER_BYTES);
    expect(tile.length).toBeLessThan(MAX_TILE_BYTES);
  });

  // brand-art.spec.ts proves every colour of the drawings lies on the brand's hues.
  it("draws each brand's art in its own colours: its tiles and its welcome banner differ from another brand's", async () => {
    const [playdeck, lucky] = [await artOf(MERCHANTS.default), await artOf(MERCHANTS.lucky)];
    expect(lucky.tile.equals(playdeck.tile)).toBe(false);
    expect(lucky.banner.equals(playdeck.banner)).toBe(false);
    // Lucky's gold welcome banner is far brighter in red than the default brand's green one.
    const [luckyMean, defaultMean] = [await meanColour(lucky.banner), await meanColour(playdeck.banner)];
    expect(luckyMean[0]! - defaultMean[0]!).toBeGreaterThan(60);
  });
});

describe('the art store', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'playdeck-art-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  const hues = brandHues({ primary: '#0b7e57', secondary: '#ce8408' });
  const tile: ArtPicture = { kind: 'game', name: 'Golden Dragon', vendor: 'PG', hues };
  const banner: ArtPicture = { kind: 'banner', headline: 'Welcome', subline: 'A bonus', colorFrom: '#0b7e57', colorTo: '#053f2c' };

  it('keys a picture by its content and the generator version', () => {
    expect(artKey(tile)).toBe(artKey({ ...tile }));
    expect(artKey(tile)).not.toBe(artKey({ ...tile, name: 'Golden Dragons' }));
    expect(artKey(tile)).not.toBe(artKey({ ...tile, hues: { ...hues, primary: hues.primary + 1 } }));
    expect(artKey(banner)).not.toBe(artKey({ ...banner, colorTo: '#000000' }));
    expect(ART_GENERATOR_VERSION).toBeGreaterThan(0);
  });

  it('draws a picture once: a store on the same folder (another process) finds it drawn', async () => {
    const folder = newFolder();
    const first = diskArtStore(folder);
    expect(await first.warm([tile, banner, { ...tile }])).toEqual({ drawn: 2, kept: 0 });
    expect(readdirSync(folder).sort()).toEqual([`${artKey(banner)}.webp`, `${artKey(tile)}.webp`].sort());
    const second = diskArtStore(folder);
    expect(await second.warm([tile, banner])).toEqual({ drawn: 0, kept: 2 });
    expect((await second.image(tile)).equals(await first.image(tile))).toBe(true);
  });

  it('draws a picture asked for twice at once only once', async () => {
    const folder = newFolder();
    const store = diskArtStore(folder);
    const [a, b] = await Promise.all([store.image(banner), store.image(banner)]);
    expect(a.equals(b)).toBe(true);
    expect(readdirSync(folder)).toEqual([`${artKey(banner)}.webp`]);
  });

  it('keeps vendor icons as PNG files and the rest as WebP', async () => {
    const folder = newFolder();
    const store = diskArtStore(folder);
    const icon: ArtPicture = { kind: 'vendor', category: 'RNG', vendor: 'JILI', hues };
    expect(await sharp(await store.image(icon)).metadata()).toMatchObject({ format: 'png', width: 280, height: 120 });
    expect(readdirSync(folder)).toEqual([`${artKey(icon)}.png`]);
  });

  it('draws at most DRAW_CONCURRENCY pictures at once when many are asked for together', async () => {
    const limited = concurrencyLimit(DRAW_CONCURRENCY);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (index: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      order.push(index);
      return index;
    };
    expect(await Promise.all(Array.from({ length: 7 }, (_, index) => limited(task(index))))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(DRAW_CONCURRENCY);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    // A failed task frees its slot.
    await expect(limited(() => Promise.reject(new Error('broken svg')))).rejects.toThrow('broken svg');
    expect(await limited(task(9))).toBe(9);
  });
});

describe('text on the art', () => {
  it('fits any title inside its box: smaller, wrapped, then cut with an ellipsis', () => {
    const box = { maxWidth: 176, maxLines: 2, maxSize: 24, minSize: 14, weight: 'bold' as const };
    expect(fitText('Baccarat', box)).toEqual({ lines: ['Baccarat'], size: 24 });
    const long = fitText('The Incredibly Long Name Of A Game That Never Seems To End At All', box);
    expect(long.size).toBe(14);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]!.endsWith('…')).toBe(true);
    for (const line of [...long.lines, ...fitText('Supercalifragilisticexpialidocious', box).lines]) {
      expect(textWidth(line, 14, 'bold')).toBeLessThanOrEqual(176);
    }
  });

  it('draws Vietnamese letters (no character is left out)', () => {
    const plain = textWidth('Chao mung', 20, 'bold');
    expect(textWidth('Chào mừng', 20, 'bold')).toBeGreaterThan(plain * 0.9);
    expect(textWidth('ạ', 20, 'bold')).toBeGreaterThan(0);
    expect(textWidth('đ', 20, 'bold')).toBeGreaterThan(0);
  });
});
