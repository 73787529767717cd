// Serves a folder of static files on 127.0.0.1 (the static Storybook, for its Playwright checks and the visual
// snapshots; its fake platform is a service worker, which needs an http origin):
// `node tools/scripts/serve-static.mjs <dir> <port>`. No directory listings, nothing outside <dir>.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { contentTypeOf } from './content-types.mjs';

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a URL path names inside root (index.html for a folder), or undefined (outside root, missing, malformed). */
export function staticFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  const candidate = existsSync(file) && statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
  return isFile(candidate) ? candidate : undefined;
}

/** Starts serving `dir` on `port` (0: any free port); resolves with the listening server. */
export function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const file = staticFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypeOf(file),
      // Storybook's bundles are named by their content: a page load per brand costs no new download.
      'cache-control': /\.(html|json)$/.test(file) || file.endsWith('mockServiceWorker.js') ? 'no-cache' : 'max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** serveStatic, answered as the address it serves on and a function that stops it. */
export async function serveFolder(dir, port = 0) {
  const server = await serveStatic(dir, port);
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
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
