import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtAssetUrl, platformLinkHref, shellPageHtml, styleHashSource, writeShellPages } from './vite-plugin';

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

describe('platformLinkHref', () => {
  it("puts a platform page on api.origin, leaves it on the site's own origin without one, and keeps URLs and app routes", () => {
    expect(platformLinkHref('/wps/demo/customer-service', 'https://api.example.test')).toBe(
      'https://api.example.test/wps/demo/customer-service',
    );
    expect(platformLinkHref('/wps/demo/customer-service', '')).toBe('/wps/demo/customer-service');
    expect(platformLinkHref('/m/customerService', 'https://api.example.test')).toBe('/m/customerService');
    expect(platformLinkHref('https://help.example.test/live', 'https://api.example.test')).toBe('https://help.example.test/live');
  });
});

describe('shellPageHtml', () => {
  const html = '<html lang="vi"><head><title>x</title></head><body><div id="root"></div></body></html>';
  const shell = {
    style: '<style>s</style>',
    css: 's',
    body: {
      home: '<div id="pd-shell">H</div>',
      gameList: '<div id="pd-shell">G</div>',
      login: '<div id="pd-shell">L</div>',
      activity: '<div id="pd-shell">A</div>',
    },
  };

  it("marks <html> with the page's shell and puts that shell alone before the root, with no script", () => {
    expect(shellPageHtml(html, { file: 'gameList/type-FISH.html', route: 'gameList', gameType: 'FISH' }, shell)).toBe(
      '<html data-pd-shell="gameList" data-pd-game-type="FISH" lang="vi"><head><title>x</title><style>s</style></head><body><div id="pd-shell">G</div><div id="root"></div></body></html>',
    );
  });

  it('leaves a page without a shell as Vite wrote it, marked none', () => {
    expect(shellPageHtml(html, { file: 'app.html', route: 'none' }, shell)).toBe(html.replace('<html', '<html data-pd-shell="none"'));
  });

  it('refuses an index.html without the root', () => {
    expect(() => shellPageHtml('<html><head></head><body></body></html>', { file: 'index.html', route: 'home' }, shell)).toThrow(/needs/);
  });

  it("writes every page but index.html and the brand's policy with the style's hash", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-pages-'));
    const policy = { styleHashes: [styleHashSource('s')], origins: [''] };
    writeShellPages(
      dir,
      html,
      [
        { file: 'index.html', route: 'home' },
        { file: 'login/index.html', route: 'login' },
      ],
      shell,
      policy,
    );
    expect(readFileSync(path.join(dir, 'login/index.html'), 'utf8')).toContain('<div id="pd-shell">L</div>');
    expect(JSON.parse(readFileSync(path.join(dir, '.vite/csp.json'), 'utf8'))).toEqual(policy);
    expect(policy.styleHashes[0]).toBe(`'sha256-${createHash('sha256').update('s').digest('base64')}'`);
  });
});
