// Serves a folder over HTTP on 127.0.0.1: Storybook's fake platform is a service worker, which needs an http origin.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a request path names inside `root`, or null when it leaves the folder or is no file. */
export function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Starts serving `root` on `port` (0: any free port); resolves with its address and a close function. */
export function serveFolder(root, port = 0) {
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      // Storybook's bundles are named by their content: a page load per screen then costs no new download.
      'cache-control': /\.(html|json)$/.test(file) || file.endsWith('mockServiceWorker.js') ? 'no-cache' : 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({ url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
