import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandIconFiles, brandIconTags, brandWebManifest, faviconIco } from './icons';
import { listBrandIds, loadBrand } from './load-brand';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const lucky = loadBrand(workspaceRoot, 'lucky');
// An operator's own favicon: lucky's logo SVG stands in, as the build reads any file brand.json names.
const withOwnFavicon = { ...lucky, config: { ...lucky.config, icons: { favicon: 'assets/logo.svg' } } };

const hex = (colour: string) =>
  colour
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16));
/** The set of opaque colours an image holds, as "r,g,b". */
async function colours(image: Buffer): Promise<Set<string>> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<string>();
  for (let index = 0; index < data.length; index += 3) seen.add(`${data[index]},${data[index + 1]},${data[index + 2]}`);
  return seen;
}

describe('brand icons in the build', () => {
  it.each(listBrandIds(workspaceRoot))('draws every icon of brand %s from its logo, at its size, named by its content', async (id) => {
    const brand = loadBrand(workspaceRoot, id);
    const files = await brandIconFiles(brand);
    const sizes = await Promise.all(files.map(async (file) => [file.key, (await sharp(file.source).metadata()).width]));
    expect(sizes).toEqual([
      ['favicon', 32],
      ['appleTouch', 180],
      ['app192', 192],
      ['app512', 512],
      ['maskable512', 512],
    ]);
    for (const file of files) expect(file.fileName).toMatch(/^assets\/[a-z0-9-]+-[0-9a-f]{8}\.png$/);
    // On the header's colour, as the logo is made to sit on the header.
    expect(await colours(files.find((file) => file.key === 'app192')!.source)).toContain(
      hex(brand.config.theme.colors.headerBackground).join(','),
    );
  });

  it('keeps a maskable icon inside the safe zone: its corners and the edge of the 80 % circle are background only', async () => {
    const files = await brandIconFiles(lucky);
    const maskable = files.find((file) => file.key === 'maskable512')!.source;
    const { data, info } = await sharp(maskable).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)].join(',');
    const background = hex(lucky.config.theme.colors.headerBackground).join(',');
    const radius = 0.4 * info.width;
    const centre = info.width / 2;
    for (let step = 0; step < 16; step += 1) {
      const angle = (step / 16) * 2 * Math.PI;
      expect(at(Math.round(centre + radius * Math.cos(angle)), Math.round(centre + radius * Math.sin(angle)))).toBe(background);
    }
    expect(await colours(maskable)).not.toEqual(new Set([background]));
  });

  it("uses the operator's own icon where brand.json names one", async () => {
    const files = await brandIconFiles(withOwnFavicon);
    expect(files.find((file) => file.key === 'favicon')!.fileName).toMatch(/^assets\/logo-[0-9a-f]{8}\.svg$/);
    expect(files.find((file) => file.key === 'app192')!.fileName).toMatch(/^assets\/icon-192-[0-9a-f]{8}\.png$/);
  });

  it('writes /favicon.ico as a 32 px PNG inside an icon file, from an SVG favicon too', async () => {
    const ico = await faviconIco(await brandIconFiles(withOwnFavicon));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7], ico.readUInt32LE(18)]).toEqual([1, 1, 32, 32, 22]);
    expect(ico.readUInt32LE(14)).toBe(ico.length - 22);
    expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
  });

  it('links the favicon, the home-screen icon and the manifest from index.html', async () => {
    const tags = brandIconTags(await brandIconFiles(lucky), '/m/');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'icon', href: expect.stringMatching(/^\/m\/assets\/favicon-\w+\.png$/), type: 'image/png' },
      { rel: 'apple-touch-icon', href: expect.stringMatching(/^\/m\/assets\/apple-touch-icon-\w+\.png$/) },
      { rel: 'manifest', href: '/m/manifest.webmanifest' },
    ]);
  });

  it("writes a manifest with the brand's name, colours, language and app icons, one of them maskable", async () => {
    const manifest = JSON.parse(brandWebManifest(lucky.config, await brandIconFiles(lucky), '/m/', lucky.htmlLang));
    expect(manifest).toMatchObject({
      id: '/m/',
      name: 'Lucky Star',
      short_name: 'Lucky Star',
      lang: 'en',
      start_url: '/m/',
      scope: '/m/',
      display: 'standalone',
      theme_color: lucky.config.theme.colors.headerBackground,
      background_color: lucky.config.theme.colors.background,
    });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });
});
