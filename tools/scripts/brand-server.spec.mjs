import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandServer } from './brand-server.mjs';

function writeBrand(root, id, domains, title) {
  mkdirSync(path.join(root, 'brands', id), { recursive: true });
  writeFileSync(path.join(root, 'brands', id, 'brand.json'), JSON.stringify({ id, domains }));
  mkdirSync(path.join(root, 'dist/brands', id, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'dist/brands', id, 'index.html'), `<title>${title}</title>`);
  writeFileSync(path.join(root, 'dist/brands', id, 'assets', 'app-1234.js'), `console.log(${JSON.stringify(id)})`);
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
    const response = await get('/m/assets/app-1234.js');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('default');
  });

  it('chooses the brand by host name, the default brand for unknown hosts', async () => {
    expect(await (await get('/m/', 'm.other.test:8080')).text()).toBe('<title>Other</title>');
    expect(await (await get('/m/assets/app-1234.js', 'm.other.test')).text()).toContain('other');
    expect(await (await get('/m/', 'unknown.test')).text()).toBe('<title>Default</title>');
  });

  it('never serves files outside the brand bundle', async () => {
    for (const pathname of ['/m/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/m/..%2f..%2f..%2fsecret.txt', '/m/%E0%A4%A']) {
      expect(await (await get(pathname)).text()).toBe('<title>Default</title>');
    }
  });

  it('answers only GET and HEAD', async () => {
    expect((await fetch(`${base}/m/`, { method: 'POST' })).status).toBe(405);
  });
});
