import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandIconFiles, brandIconTags, brandWebManifest } from './icons';
import { loadBrand } from './load-brand';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const lucky = loadBrand(workspaceRoot, 'lucky');
// Lucky has no icons of its own; its SVGs stand in, as the build reads any file brand.json names.
const withIcons = {
  ...lucky,
  config: {
    ...lucky.config,
    icons: {
      favicon: 'assets/logo.svg',
      appleTouch: 'assets/default-game.svg',
      app192: 'assets/default-game.svg',
      app512: 'assets/hero-banner.svg',
    },
  },
};

describe('brand icons in the build', () => {
  it('emits nothing for a brand without icons', () => {
    expect(brandIconFiles(lucky)).toEqual([]);
    expect(brandIconTags([], '/m/')).toEqual([]);
  });

  it('names each icon file by its content so it can be cached for good', () => {
    const files = brandIconFiles(withIcons);
    expect(files.map((file) => [file.key, file.fileName])).toEqual([
      ['favicon', expect.stringMatching(/^assets\/logo-[0-9a-f]{8}\.svg$/)],
      ['appleTouch', expect.stringMatching(/^assets\/default-game-[0-9a-f]{8}\.svg$/)],
      ['app192', files[1]!.fileName],
      ['app512', expect.stringMatching(/^assets\/hero-banner-[0-9a-f]{8}\.svg$/)],
    ]);
  });

  it('links the favicon, the home-screen icon and the manifest from index.html', () => {
    const tags = brandIconTags(brandIconFiles(withIcons), '/m/');
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'icon', href: expect.stringMatching(/^\/m\/assets\/logo-\w+\.svg$/), type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: expect.stringMatching(/^\/m\/assets\/default-game-\w+\.svg$/) },
      { rel: 'manifest', href: '/m/manifest.webmanifest' },
    ]);
  });

  it("writes a manifest with the brand's name, colours and app icons", () => {
    const manifest = JSON.parse(brandWebManifest(withIcons.config, brandIconFiles(withIcons), '/m/', withIcons.htmlLang));
    expect(manifest).toMatchObject({
      name: 'Lucky Star',
      lang: 'en',
      start_url: '/m/',
      scope: '/m/',
      theme_color: lucky.config.theme.colors.headerBackground,
      background_color: lucky.config.theme.colors.background,
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});
