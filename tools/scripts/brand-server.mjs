// Serves every built brand from dist/brands/<id>/ on one origin, choosing the brand by the request's host
// name from each brand.json's domains (the default brand otherwise). Static files only: the bundles are
// deployable as they are; this is the local stand-in for each brand's web server.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

export function readBuiltBrands(workspaceRoot, defaultId = 'default') {
  const brandsDir = path.join(workspaceRoot, 'brands');
  const distDir = path.join(workspaceRoot, 'dist/brands');
  const brands = readdirSync(brandsDir)
    .filter((id) => existsSync(path.join(brandsDir, id, 'brand.json')))
    .map((id) => {
      const config = JSON.parse(readFileSync(path.join(brandsDir, id, 'brand.json'), 'utf8'));
      return { id, domains: config.domains ?? [], dir: path.join(distDir, id) };
    })
    .filter((brand) => existsSync(path.join(brand.dir, 'index.html')));
  const fallback = brands.find((brand) => brand.id === defaultId) ?? brands[0];
  if (!fallback) throw new Error(`No built brand in ${distDir}: run \`npx nx run-many -t build\` first.`);
  return { brands, fallback };
}

function brandForHost(host, { brands, fallback }) {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return brands.find((brand) => brand.domains.includes(hostname)) ?? fallback;
}

/** Maps a request path to a file of the brand's bundle; everything that is not an asset is the app's index.html. */
export function resolveFile(brandDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { file: path.join(brandDir, 'index.html'), spa: true };
  }
  const relative = decoded.startsWith('/m/') ? decoded.slice(3) : decoded.slice(1);
  const file = path.resolve(brandDir, relative);
  const inside = file.startsWith(brandDir + path.sep);
  if (inside && !relative.startsWith('.vite') && existsSync(file) && statSync(file).isFile()) return { file, spa: false };
  return { file: path.join(brandDir, 'index.html'), spa: true };
}

/** Request handler serving the brand bundles; createBrandServer wraps it, npm start shares it with the platform. */
export function createBrandHandler(workspaceRoot, { defaultBrand } = {}) {
  const built = readBuiltBrands(workspaceRoot, defaultBrand);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    const brand = brandForHost(request.headers.host, built);
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const { file, spa } = resolveFile(brand.dir, pathname);
    const hashed = !spa && /\/assets\//.test(file);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...SECURITY_HEADERS,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
}

export function createBrandServer(workspaceRoot, options = {}) {
  return createServer(createBrandHandler(workspaceRoot, options));
}
