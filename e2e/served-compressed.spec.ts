import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { e2eBrands } from './brands';

/*
 * The brands are served as production serves them (issue 15, item 1): the build's brotli and gzip copies
 * by Accept-Encoding, hashed assets immutable, index.html revalidated. Requests go out as curl sends them
 * (no automatic decoding), to the brand's own host name.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function fetchRaw(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { host, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // *.localhost may not resolve outside the browser: connect to this machine and name the brand in Host.
    const request = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject).end();
  });
}

/** The entry script index.html loads (Vite writes it as a module script). */
const entryScript = (html: string) => /<script type="module"[^>]*src="([^"]+\.js)"/.exec(html)?.[1];

for (const brand of e2eBrands()) {
  test.describe(`served compressed: ${brand.id}`, () => {
    test('home and its entry script come brotli-compressed, the script immutable, home revalidated', async () => {
      const home = await fetchRaw(brand.origin, '/m/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe('br');
      expect(home.headers.vary).toBe('Accept-Encoding');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers.etag).toBeTruthy();
      expect(Number(home.headers['content-length'])).toBe(home.body.length);
      const html = brotliDecompressSync(home.body).toString();
      expect(html).toContain(`<title>${brand.config.name}`);

      const script = entryScript(html);
      expect(script, 'index.html names its entry script').toMatch(/^\/m\/assets\/.+\.js$/);
      const js = await fetchRaw(brand.origin, script!, { 'accept-encoding': 'br' });
      expect(js.status).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.headers['content-encoding']).toBe('br');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(js.headers['content-length'])).toBe(js.body.length);
      const plain = await fetchRaw(brand.origin, script!);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(js.body).equals(plain.body)).toBe(true);
      expect(js.body.length).toBeLessThan(plain.body.length / 2.5);

      const gzip = await fetchRaw(brand.origin, script!, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });

    test('a browser that already holds home is answered 304', async () => {
      const first = await fetchRaw(brand.origin, '/m/login', { 'accept-encoding': 'br' });
      const again = await fetchRaw(brand.origin, '/m/login', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    test('the phone receives every script and stylesheet of home compressed', async ({ page }) => {
      // Headers are read after home shows, while the page is open: a handler still awaiting them when the test
      // ends would fail the run outside any test.
      const assets: Response[] = [];
      page.on('response', (response) => {
        if (/\/m\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
      });
      await page.goto(`${brand.origin}/m/`);
      await expect(page.locator('[data-route="home"]')).toBeVisible();
      expect(assets.length).toBeGreaterThan(3);
      const uncompressed: string[] = [];
      for (const response of assets) {
        const encoding = await response.headerValue('content-encoding');
        if (encoding !== 'br' && encoding !== 'gzip') uncompressed.push(response.url());
      }
      expect(uncompressed).toEqual([]);
    });
  });
}
