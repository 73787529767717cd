import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../vite/compress-assets';
import { chooseEncoding, createBrandServer, isHashedAsset } from './brand-server.mjs';
import { brandSecurityHeaders } from './security-headers.mjs';

function writeBrand(root, id, domains, title) {
  mkdirSync(path.join(root, 'brands', id), { recursive: true });
  writeFileSync(path.join(root, 'brands', id, 'brand.json'), JSON.stringify({ id, domains }));
  mkdirSync(path.join(root, 'dist/brands', id, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'dist/brands', id, 'index.html'), `<title>${title}</title>`);
  writeFileSync(path.join(root, 'dist/brands', id, 'assets', 'app-Ab12Cd34.js'), `console.log(${JSON.stringify(id)})`);
}

/** A request as a browser or curl sends it: no automatic decoding, so the test sees the bytes on the wire. */
function raw(base, pathname, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject).end();
  });
}

describe('brand server', () => {
  let root;
  let server;
  let base;
  const get = (pathname, host) => fetch(`${base}${pathname}`, { headers: host ? { 'x-test-host': host } : {} });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'brand-server-'));
    writeBrand(root, 'default', ['localhost'], 'Default');
    writeBrand(root, 'other', ['m.other.test'], 'Other');
    writeFileSync(path.join(root, 'secret.txt'), 'secret');
    server = createBrandServer(root);
    // fetch cannot set Host, so the test maps a header onto it before the server reads it.
    const handler = server.listeners('request')[0];
    server.removeAllListeners('request');
    server.on('request', (request, response) => {
      if (request.headers['x-test-host']) request.headers.host = request.headers['x-test-host'];
      handler(request, response);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the app shell for every route path, uncached', async () => {
    for (const pathname of ['/', '/m/', '/m/login', '/m/member/agent/getHourContract?x=1']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<title>Default</title>');
    }
  });

  it('serves hashed assets with a long cache and the right type', async () => {
    const response = await get('/m/assets/app-Ab12Cd34.js');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('default');
  });

  it('chooses the brand by host name, the default brand for unknown hosts', async () => {
    expect(await (await get('/m/', 'm.other.test:8080')).text()).toBe('<title>Other</title>');
    expect(await (await get('/m/assets/app-Ab12Cd34.js', 'm.other.test')).text()).toContain('other');
    expect(await (await get('/m/', 'unknown.test')).text()).toBe('<title>Default</title>');
  });

  it('never serves files outside the brand bundle', async () => {
    for (const [pathname, status] of [
      ['/m/%2e%2e/%2e%2e/%2e%2e/secret.txt', 404],
      ['/m/..%2f..%2f..%2fsecret.txt', 404],
      ['/m/%E0%A4%A', 200],
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status]).toEqual([pathname, status]);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('answers 404 for a file the bundle lacks (not the app in its place), while routes still get the app', async () => {
    for (const pathname of [
      '/m/assets/does-not-exist.js',
      '/m/assets/no-such-dir/',
      '/favicon.ico',
      '/m/manifest.webmanifest',
      '/m/sw.js',
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status, response.headers.get('content-type')]).toEqual([pathname, 404, 'text/plain; charset=utf-8']);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe('Not found\n');
    }
    for (const pathname of ['/m/withdraw', '/m/member/info', '/m/gameList?gameType=RNG']) {
      expect([pathname, (await get(pathname)).status]).toEqual([pathname, 200]);
    }
  });

  it('answers only GET and HEAD', async () => {
    const response = await fetch(`${base}/m/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  describe('route pages', () => {
    const page = (file, text) => {
      mkdirSync(path.dirname(path.join(root, 'dist/brands/default', file)), { recursive: true });
      writeFileSync(path.join(root, 'dist/brands/default', file), text);
    };
    beforeAll(() => {
      page('login/index.html', 'login page');
      page('activity/index.html', 'no shell');
      page('gameList/index.html', 'game list RNG');
      page('gameList/type-FISH.html', 'game list FISH');
    });

    it("sends each route its own page, the game list's by category, home for unknown paths", async () => {
      const cases = [
        ['/m/login', 'login page'],
        ['/m/login/', 'login page'],
        ['/m/activity?x=1', 'no shell'],
        ['/m/gameList', 'game list RNG'],
        ['/m/gameList?gameType=fish', 'game list FISH'],
        ['/m/gameList?gameType=POKER', 'game list RNG'],
        ['/m/gameList?gameType=..%2F..%2Flogin%2Findex', 'game list RNG'],
        ['/m/no/such/page', '<title>Default</title>'],
      ];
      for (const [pathname, text] of cases) {
        const response = await get(pathname);
        expect([pathname, response.headers.get('cache-control'), await response.text()]).toEqual([pathname, 'no-cache', text]);
      }
    });
  });
});

describe('brand server: security headers', () => {
  let root;
  let server;
  let base;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'brand-headers-'));
    writeBrand(root, 'default', ['localhost'], 'Default');
    mkdirSync(path.join(root, 'dist/brands/default/.vite'));
    const policy = { styleHashes: ["'sha256-abc='"], origins: ['https://api.playdeck.test'] };
    writeFileSync(path.join(root, 'dist/brands/default/.vite/csp.json'), JSON.stringify(policy));
    server = createBrandServer(root);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends a strict CSP with the build's style hash and the platform origin on pages and assets (curl -I /m/)", async () => {
    for (const pathname of ['/m/', '/m/login', '/m/assets/app-Ab12Cd34.js']) {
      const { status, headers } = await raw(base, pathname, { method: 'HEAD' });
      expect(status).toBe(200);
      const directives = Object.fromEntries(
        headers['content-security-policy'].split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['style-src']).toEqual(["'self'", "'sha256-abc='"]);
      expect(directives['connect-src']).toEqual(["'self'", 'https://api.playdeck.test']);
      expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https://api.playdeck.test']));
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // Plain HTTP: no HSTS (browsers ignore it there, and a local server must not pin itself to HTTPS).
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the page was reached over HTTPS', () => {
    expect(brandSecurityHeaders({}, { https: true })['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });
});

describe('choosing a content coding', () => {
  const both = ['br', 'gzip'];
  it('prefers brotli, then gzip, then the plain file', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
    expect(chooseEncoding('br, gzip', [])).toBeNull();
  });
  it('honours q-values and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0, GZIP', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeNull();
  });
});

describe('hashed assets', () => {
  it('are the files under assets/ whose names carry an 8-character content hash', () => {
    expect(isHashedAsset('assets/index-Cb5g4ZPW.js')).toBe(true);
    expect(isHashedAsset('assets/home-screen-BttgEfDV.css')).toBe(true);
    expect(isHashedAsset('assets/logo.svg')).toBe(false);
    expect(isHashedAsset('index.html')).toBe(false);
    expect(isHashedAsset('robots-Cb5g4ZPW.txt')).toBe(false);
  });
});

describe('brand server: compressed files and revalidation', () => {
  const script = `export const answer = ${JSON.stringify('compressible '.repeat(200))};`;
  let root;
  let server;
  let base;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'brand-server-compressed-'));
    mkdirSync(path.join(root, 'brands/default'), { recursive: true });
    writeFileSync(path.join(root, 'brands/default/brand.json'), JSON.stringify({ id: 'default', domains: ['localhost'] }));
    const dir = path.join(root, 'dist/brands/default');
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${'Shell '.repeat(100)}</title>`);
    writeFileSync(path.join(dir, 'assets/index-Cb5g4ZPW.js'), script);
    writeFileSync(path.join(dir, 'assets/hero-AbCd1234.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    compressDirectory(dir);
    server = createBrandServer(root);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli file to clients that accept it, with its own length', async () => {
    const response = await raw(base, '/m/assets/index-Cb5g4ZPW.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await raw(base, '/m/assets/index-Cb5g4ZPW.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw(base, '/m/assets/index-Cb5g4ZPW.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    expect(Number(plain.headers['content-length'])).toBe(script.length);
  });

  it('keeps hashed assets for a year and has index.html revalidated', async () => {
    const asset = await raw(base, '/m/assets/index-Cb5g4ZPW.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/m/', '/m/gameList?gameType=RNG']) {
      const shell = await raw(base, pathname, { headers: { 'accept-encoding': 'br' } });
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.headers['content-encoding']).toBe('br');
      expect(shell.headers.etag).toMatch(/^".+-br"$/);
      expect(shell.headers['last-modified']).toBeTruthy();
      expect(brotliDecompressSync(shell.body).toString()).toContain('<title>Shell');
    }
  });

  it('answers 304 with no body when the client copy is current, by ETag or by date', async () => {
    const first = await raw(base, '/m/', { headers: { 'accept-encoding': 'br' } });
    const again = await raw(base, '/m/', { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // The gzip copy is other bytes: the brotli tag does not validate it.
    const otherCoding = await raw(base, '/m/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag } });
    expect(otherCoding.status).toBe(200);
    const stale = await raw(base, '/m/', { headers: { 'accept-encoding': 'br', 'if-none-match': '"0-0-br"' } });
    expect(stale.status).toBe(200);
    const byDate = await raw(base, '/m/', { headers: { 'if-modified-since': first.headers['last-modified'] } });
    expect(byDate.status).toBe(304);
    const olderCopy = await raw(base, '/m/', { headers: { 'if-modified-since': new Date(0).toUTCString() } });
    expect(olderCopy.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await raw(base, '/m/assets/index-Cb5g4ZPW.js', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    const get = await raw(base, '/m/assets/index-Cb5g4ZPW.js', { headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('sends images as they are, with no Vary', async () => {
    const image = await raw(base, '/m/assets/hero-AbCd1234.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body.length).toBe(4);
  });
});
