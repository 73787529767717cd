import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, staticFile } from './serve-static.mjs';

describe('serve-static', () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'serve-static-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(root, 'assets/app.js'), 'export {}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('maps a path to its file, a folder to its index.html', () => {
    expect(staticFile(root, '/assets/app.js')).toBe(path.join(root, 'assets/app.js'));
    expect(staticFile(root, '/')).toBe(path.join(root, 'index.html'));
    expect(staticFile(root, '/assets/')).toBeUndefined();
    expect(staticFile(root, '/missing.js')).toBeUndefined();
  });

  it('never leaves the folder', () => {
    expect(staticFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(staticFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
  });

  it('answers a malformed escape and ignores a query', () => {
    expect(staticFile(root, '/%E0%A4%A')).toBeUndefined();
    expect(staticFile(root, '/assets/app.js?v=1')).toBe(path.join(root, 'assets/app.js'));
  });

  it('serves files with their content type and 404 otherwise', async () => {
    const server = await serveStatic(root, 0);
    const { port } = server.address();
    try {
      const script = await fetch(`http://127.0.0.1:${port}/assets/app.js`);
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toBe('export {}');
      expect((await fetch(`http://127.0.0.1:${port}/nothing`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
