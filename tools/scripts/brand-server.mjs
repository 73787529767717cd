// Serves every built brand from dist/brands/<id>/ on one origin, choosing the brand by the request's host
// name from each brand.json's domains (the default brand otherwise). Static files only: the bundles are
// deployable as they are; this is the local stand-in for each brand's web server, and serves them the way
// the nginx configuration each build writes does (tools/vite/deploy-config): the build's .br/.gz beside each text file by Accept-Encoding, hashed assets
// immutable, everything else revalidated (ETag, Last-Modified, 304). Each route has its own page (the build
// writes <route>/index.html with that route's prerendered shell, gameList/type-<TYPE>.html per category):
// the server picks it, as no inline script may (the Content-Security-Policy, security-headers.mjs).
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { brandSecurityHeaders } from './security-headers.mjs';
import { contentTypeOf } from './content-types.mjs';

/** The compressed files the build writes beside each text file (tools/vite/compress-assets.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: kept, but revalidated on each use, so a new build shows at once. */
export const REVALIDATE = 'no-cache';
/** Hashed file names change with their content (Vite's 8-character hash); anything else must be revalidated. */
const HASHED_ASSET = /(^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
/** A game list category as the list reads it (upper case letters, digits, underscores). */
export const GAME_TYPE = /^[A-Z0-9_]{1,32}$/;
/** The query parameter that picks a route's category page (gameList?gameType=FISH → gameList/type-FISH.html). */
export const GAME_TYPE_QUERY = 'gameType';

/** The brand's policy sources the build wrote (.vite/csp.json): its inline style's hash, the platform's origin. */
export function readBrandPolicy(brandDir) {
  const file = path.join(brandDir, '.vite/csp.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function readBuiltBrands(workspaceRoot, defaultId = 'default') {
  const brandsDir = path.join(workspaceRoot, 'brands');
  const distDir = path.join(workspaceRoot, 'dist/brands');
  const brands = readdirSync(brandsDir)
    .filter((id) => existsSync(path.join(brandsDir, id, 'brand.json')))
    .map((id) => {
      const config = JSON.parse(readFileSync(path.join(brandsDir, id, 'brand.json'), 'utf8'));
      return { id, domains: config.domains ?? [], dir: path.join(distDir, id) };
    })
    .filter((brand) => existsSync(path.join(brand.dir, 'index.html')))
    .map((brand) => ({ ...brand, policy: readBrandPolicy(brand.dir) }));
  const fallback = brands.find((brand) => brand.id === defaultId) ?? brands[0];
  if (!fallback) throw new Error(`No built brand in ${distDir}: run \`npx nx run-many -t build\` first.`);
  return { brands, fallback };
}

function brandForHost(host, { brands, fallback }) {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return brands.find((brand) => brand.domains.includes(hostname)) ?? fallback;
}

const isFileInside = (brandDir, file) => file.startsWith(brandDir + path.sep) && existsSync(file) && statSync(file).isFile();

/**
 * A request for a file rather than a route: anything under assets/, or a last segment with an extension
 * (/favicon.ico, /m/manifest.webmanifest, /robots.txt). Missing, it answers 404: the app's page in its place
 * would be cached and parsed as a script, an icon or a manifest.
 */
export const STATIC_PATH = /^assets\/|(^|\/)[^/]+\.[A-Za-z0-9]{1,12}$/;

/**
 * Maps a request (path and query) to a file of the brand's bundle: an asset as it is; a route to its own page
 * (<route>/index.html; the game list's per category); a missing file to none (`file` null: 404); anything else
 * to index.html (home, as the router does).
 */
export function resolveFile(brandDir, pathname, search = '') {
  const home = { file: path.join(brandDir, 'index.html'), spa: true };
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return home;
  }
  const relative = decoded.startsWith('/m/') ? decoded.slice(3) : decoded.slice(1);
  if (relative.startsWith('.vite') || relative.includes('\0')) return home;
  const file = path.resolve(brandDir, relative);
  if (isFileInside(brandDir, file)) return { file, spa: false };
  if (STATIC_PATH.test(relative)) return { file: null, spa: false };
  const gameType = (new URLSearchParams(search).get(GAME_TYPE_QUERY) ?? '').toUpperCase();
  const routeDir = relative.replace(/\/+$/, '');
  const pages = [
    ...(GAME_TYPE.test(gameType) ? [path.resolve(brandDir, routeDir, `type-${gameType}.html`)] : []),
    path.resolve(brandDir, routeDir, 'index.html'),
  ];
  const page = routeDir && pages.find((candidate) => isFileInside(brandDir, candidate));
  return page ? { file: page, spa: true } : home;
}

/** Whether a file of the bundle (path relative to the brand's folder) carries its content hash in its name. */
export function isHashedAsset(relativePath) {
  return HASHED_ASSET.test(relativePath.split(path.sep).join('/'));
}

/** The q-value the client gives each coding it names (`identity` and `*` included). */
function parseAcceptEncoding(header) {
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(coding, q === undefined ? 1 : Number(q));
  }
  return weights;
}

/**
 * The content coding to answer with: brotli over gzip over none, among those the client accepts (q > 0, or
 * `*`) and the build wrote (`available`).
 */
export function chooseEncoding(acceptEncoding, available) {
  const weights = parseAcceptEncoding(acceptEncoding);
  const accepted = (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find((encoding) => available.includes(encoding.name) && accepted(encoding.name))?.name ?? null;
}

/** A validator per file and coding: the encoded bytes differ from the plain ones, so their tags must too. */
function entityTag(stats, encoding) {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether the client's copy is still current (RFC 9110 §13.1: If-None-Match wins over If-Modified-Since). */
function notModified(request, etag, modified) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const weak = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** The file to send for a request: the plain file or its compressed twin, with the headers that describe it. */
export function chooseRepresentation(file, acceptEncoding) {
  const available = ENCODINGS.filter((encoding) => existsSync(file + encoding.suffix)).map((encoding) => encoding.name);
  const encoding = chooseEncoding(acceptEncoding, available);
  const sent = encoding ? file + ENCODINGS.find((candidate) => candidate.name === encoding).suffix : file;
  const plain = statSync(file);
  return {
    sent,
    encoding,
    length: statSync(sent).size,
    etag: entityTag(plain, encoding),
    modified: plain.mtime,
    varies: available.length > 0,
  };
}

/** Request handler serving the brand bundles; createBrandServer wraps it, npm start shares it with the platform. */
export function createBrandHandler(workspaceRoot, { defaultBrand } = {}) {
  const built = readBuiltBrands(workspaceRoot, defaultBrand);
  return (request, response) => {
    const brand = brandForHost(request.headers.host, built);
    const securityHeaders = brandSecurityHeaders(brand.policy, { https: Boolean(request.socket.encrypted) });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', ...securityHeaders }).end();
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const { file, spa } = resolveFile(brand.dir, pathname, search);
    if (file === null) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE, ...securityHeaders });
      response.end(request.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    const representation = chooseRepresentation(file, request.headers['accept-encoding']);
    const headers = {
      'Cache-Control': !spa && isHashedAsset(path.relative(brand.dir, file)) ? IMMUTABLE : REVALIDATE,
      ETag: representation.etag,
      'Last-Modified': representation.modified.toUTCString(),
      ...(representation.varies ? { Vary: 'Accept-Encoding' } : {}),
      ...securityHeaders,
    };
    if (notModified(request, representation.etag, representation.modified)) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': representation.length,
      ...(representation.encoding ? { 'Content-Encoding': representation.encoding } : {}),
      ...headers,
    });
    if (request.method === 'HEAD') response.end();
    else
      createReadStream(representation.sent)
        .on('error', (error) => response.destroy(error))
        .pipe(response);
  };
}

export function createBrandServer(workspaceRoot, options = {}) {
  return createServer(createBrandHandler(workspaceRoot, options));
}
