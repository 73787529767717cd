import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { builtAssetUrl, injectShell } from './vite-plugin';

const asset = (fileName: string, originalFileNames: string[]) => ({ type: 'asset', fileName, originalFileNames }) as const;

describe('builtAssetUrl', () => {
  const bundle = {
    a: asset('assets/logo-1.svg', ['../../brands/lucky/assets/logo.svg']),
    b: asset('assets/hero-banner-2.svg', ['../../brands/lucky/assets/hero-banner.svg']),
  } as unknown as Rollup.OutputBundle;

  it('finds the hashed file the build emitted for a source image', () => {
    expect(builtAssetUrl(bundle, '/w/apps/mobile', '/m/', '/w/brands/lucky/assets/hero-banner.svg')).toBe('/m/assets/hero-banner-2.svg');
  });

  it('fails the build when the image was not emitted', () => {
    expect(() => builtAssetUrl(bundle, '/w/apps/mobile', '/m/', '/w/brands/default/assets/hero-banner.svg')).toThrow(/no asset/);
  });
});

describe('injectShell', () => {
  const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('puts styles and the route script in <head> and the shell before the root', () => {
    expect(injectShell(html, '<style>s</style>', 'run()', '<div id="pd-shell"></div>')).toBe(
      '<html><head><title>x</title><style>s</style><script>run()</script></head><body><div id="pd-shell"></div><div id="root"></div></body></html>',
    );
  });

  it('refuses an index.html without the root', () => {
    expect(() => injectShell('<html><head></head><body></body></html>', '', '', '')).toThrow(/needs/);
  });
});
