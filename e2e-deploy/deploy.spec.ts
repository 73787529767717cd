import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { readBrandPolicy } from '../tools/scripts/brand-server.mjs';
import { contentSecurityPolicy, SIGN_IN_SDK_ORIGINS } from '../tools/scripts/security-headers.mjs';
import { DEPLOY_ADDRESS, DEPLOY_PORT, deployBrands, workspaceRoot, type DeployBrand } from './deploy-brands';

/*
 * A brand deployed as README's "Serving in production" says: Debian's nginx with the configuration its build
 * generated (tools/scripts/deploy-check.mjs renders and starts it) in front of the reference platform. Each
 * project is one brand; nothing here reaches the platform but through nginx.
 */

const DEMO_MEMBER = { username: 'member01', password: 'Demo1234' };
/** The address the header checks come from, so the platform's answer shows whose address it took. */
const CLIENT_ADDRESS = '127.0.0.2';

const brandOf = (projectName: string): DeployBrand => {
  const brand = deployBrands().find((candidate) => candidate.id === projectName);
  if (!brand) throw new Error(`no brand ${projectName}`);
  return brand;
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to nginx as curl sends it (no decoding), for the brand's host, from CLIENT_ADDRESS. */
function fetchRaw(brand: DeployBrand, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: DEPLOY_ADDRESS,
      port: DEPLOY_PORT,
      localAddress: CLIENT_ADDRESS,
      path: pathname,
      headers: { host: brand.host, ...headers },
    };
    httpRequest(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** The sites each directive admits: its sources that are URLs (keywords, hashes and schemes left out). */
function admittedSites(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.filter((source) => /^https?:\/\//.test(source)).sort()]),
  );
}

/** What brand.json says each directive must admit, worked out here rather than by the generator. */
function expectedSites(brand: DeployBrand): Record<string, string[]> {
  const { api, links, signIn = {}, externalOrigins = {} } = brand.config;
  const sdk = Object.entries(SIGN_IN_SDK_ORIGINS).flatMap(([provider, origins]) => (signIn[provider]?.['appId'] ? origins : []));
  const authDomain = signIn['phoneAuth']?.['authDomain'];
  const platform = api.origin ? [new URL(api.origin).origin] : [];
  const sorted = (sites: string[]) => [...new Set(sites)].sort();
  return {
    'default-src': [],
    'script-src': sorted(sdk),
    'style-src': sorted(sdk),
    'img-src': sorted([...platform, ...(externalOrigins.imageCDNs ?? [])]),
    'font-src': [],
    'connect-src': sorted([...platform, ...sdk]),
    'media-src': [],
    'frame-src': sorted([
      // The live chat's and customer service's pages; one given as a path opens on the platform's origin ('self' without one).
      ...[links.liveChat, links.customerService].flatMap((link) =>
        typeof link !== 'string' ? [] : link.startsWith('/') ? platform : [new URL(link).origin],
      ),
      ...(externalOrigins.liveChat ?? []),
      ...sdk,
      ...(typeof authDomain === 'string' ? [`https://${authDomain}`] : []),
    ]),
    'worker-src': [],
    'manifest-src': [],
    'object-src': [],
    'base-uri': [],
    'form-action': [],
    'frame-ancestors': [],
  };
}

/** Any third-party image or page the test loads is answered here; CSP blocks a request before it gets this far. */
async function answerThirdParties(page: Page, brand: DeployBrand) {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');
  await page.route(
    (url) => url.protocol === 'https:' && url.host !== brand.host,
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: png })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>third party</title>' }),
  );
}

test.describe('a brand behind nginx with its generated configuration', () => {
  test('home paints from the prerendered page, then the app takes over', async ({ page }, testInfo) => {
    const brand = brandOf(testInfo.project.name);
    const response = await page.goto('/m/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(brand.config.name));
    await expect(page.locator('main[data-route="home"]')).toBeVisible();
  });

  test('/m/ and a hashed script come brotli-compressed, the script immutable and the page revalidated', async ({}, testInfo) => {
    const brand = brandOf(testInfo.project.name);
    const home = await fetchRaw(brand, '/m/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('Accept-Encoding');
    expect(home.headers.etag).toBeTruthy();
    const html = brotliDecompressSync(home.body).toString();
    expect(html).toContain(`<title>${brand.config.name}`);

    const script = /<script type="module"[^>]*src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html names its entry script').toMatch(/^\/m\/assets\/.+-[A-Za-z0-9_-]{8}\.js$/);
    const js = await fetchRaw(brand, script!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await fetchRaw(brand, script!, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    // Each route's own page (its prerendered shell), as npm start's brand server picks it; unknown paths get home.
    const login = await fetchRaw(brand, '/m/login');
    expect(login.body.toString()).toContain('data-pd-shell="login"');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect((await fetchRaw(brand, '/m/no/such/route')).body.toString()).toContain('data-pd-shell="home"');
    expect((await fetchRaw(brand, '/m/.vite/csp.json')).status).toBe(404);

    // The manifest and icons as npm start serves them; a file the bundle lacks is a 404, not the app.
    const manifest = await fetchRaw(brand, '/m/manifest.webmanifest');
    expect([manifest.status, manifest.headers['content-type'], manifest.headers['cache-control']]).toEqual([
      200,
      'application/manifest+json',
      'no-cache',
    ]);
    expect(JSON.parse(manifest.body.toString()).name).toBe(brand.config.name);
    const favicon = await fetchRaw(brand, '/favicon.ico');
    expect([favicon.status, favicon.headers['content-type']]).toEqual([200, 'image/x-icon']);
    for (const missing of ['/m/assets/does-not-exist.js', '/m/no-such-icon.png']) {
      expect([missing, (await fetchRaw(brand, missing)).status]).toEqual([missing, 404]);
    }
    expect((await fetchRaw(brand, '/m/withdraw')).status).toBe(200);
  });

  test('the policy admits the brand’s CDN and service sites and nothing else, as npm start sends it', async ({ page }, testInfo) => {
    const brand = brandOf(testInfo.project.name);
    const home = await fetchRaw(brand, '/m/');
    const policy = String(home.headers['content-security-policy']);
    expect(admittedSites(policy)).toEqual(expectedSites(brand));
    expect(policy).not.toMatch(/(^|\s)(https?:|\*)(;|\s|$)/);
    expect(policy).toBe(contentSecurityPolicy(readBrandPolicy(path.join(workspaceRoot, 'dist/brands', brand.id))));
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['strict-transport-security']).toBeUndefined();

    // In the page: the brand's image CDNs and chat sites load, another site is refused.
    await answerThirdParties(page, brand);
    await page.goto('/m/');
    await expect(page.locator('main[data-route="home"]')).toBeVisible();
    const expected = expectedSites(brand);
    const outcome = await page.evaluate(
      async ({ images, frames }) => {
        const refused: string[] = [];
        // A refused frame is reported by its origin, an image by its URL: compare origins.
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.effectiveDirective} ${new URL(event.blockedURI).origin}`),
        );
        const loads = (src: string) =>
          new Promise<boolean>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth > 0);
            image.onerror = () => resolve(false);
            image.src = src;
          });
        const loaded = await Promise.all(images.map((site) => loads(`${site}/probe.png`)));
        for (const site of frames) {
          const frame = document.createElement('iframe');
          frame.src = `${site}/probe`;
          document.body.append(frame);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return { loaded, refused: refused.sort() };
      },
      {
        images: [...expected['img-src']!, 'https://images.elsewhere.test'],
        frames: [...expected['frame-src']!, 'https://frames.elsewhere.test'],
      },
    );
    expect(outcome.loaded).toEqual([...expected['img-src']!.map(() => true), false]);
    expect(outcome.refused).toEqual(['frame-src https://frames.elsewhere.test', 'img-src https://images.elsewhere.test']);
  });

  test('the platform behind nginx takes the player’s address from X-Forwarded-For, and nginx’s scheme', async ({}, testInfo) => {
    const brand = brandOf(testInfo.project.name);
    // A client that claims HTTPS itself is not believed: nginx says what the connection was.
    const status = await fetchRaw(brand, '/wps/system/status', { Merchant: brand.config.merchantCode, 'X-Forwarded-Proto': 'https' });
    expect(status.status).toBe(200);
    const answer = JSON.parse(status.body.toString()) as { success: boolean; value: { location: { ip: string } } };
    expect(answer.success).toBe(true);
    expect(answer.value.location.ip).toBe(CLIENT_ADDRESS);
    expect(status.headers['strict-transport-security']).toBeUndefined();
    // The platform's own headers pass through unchanged.
    expect(status.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('/m/withdraw reloads into the app; a demo member signs in through the proxied platform and sees the balance', async ({
    page,
  }, testInfo) => {
    const brand = brandOf(testInfo.project.name);
    const deepLink = await page.goto('/m/withdraw');
    expect(deepLink?.status()).toBe(200);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();

    await page.getByTestId('login-username').fill(DEMO_MEMBER.username);
    await page.getByTestId('login-password').fill(DEMO_MEMBER.password);
    const [login] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login') && answer.request().method() === 'POST'),
      page.getByTestId('login-submit').click(),
    ]);
    expect(new URL(login.url()).host).toBe(`${brand.host}:${DEPLOY_PORT}`);
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.locator('main[data-route="withdraw"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('main[data-route="withdraw"]')).toBeVisible();

    await page.goto('/m/home');
    await expect(page.getByTestId('home-header').getByTestId('header-balance')).toHaveText(/\d/);
  });
});
