// Serves a folder of static files on 127.0.0.1 (the static Storybook for its Playwright checks):
// `node tools/scripts/serve-static.mjs <dir> <port>`. No caching, no directory listings, nothing outside <dir>.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names inside root (index.html for a folder), or undefined. */
export function staticFile(root, urlPath) {
  const file = path.join(root, path.normalize(decodeURIComponent(urlPath)));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  const candidate = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

export function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const file = staticFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  if (!dir || !existsSync(dir) || !port) {
    console.error(`Usage: node tools/scripts/serve-static.mjs <built folder> <port> (${dir ?? 'no folder'} not found?)`);
    process.exit(1);
  }
  await serveStatic(dir, Number(port));
  console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
}
