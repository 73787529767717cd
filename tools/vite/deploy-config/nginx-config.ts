import { GAME_TYPE, IMMUTABLE, REVALIDATE } from '../../scripts/brand-server.mjs';
import { brandSecurityHeaders, HSTS, type BrandPolicy } from '../../scripts/security-headers.mjs';
import { WEB_MANIFEST_FILE } from '../../../libs/brand/src/build/icons';

/**
 * One brand's configuration for Debian's nginx, as a template: what only the deploy knows stays a ${…}
 * placeholder (render.sh fills it, or envsubst with exactly these names). It serves the bundle as
 * tools/scripts/brand-server.mjs serves it on `npm start`: same files, caching, pages and headers.
 */
export const TEMPLATE_VARIABLES = {
  /** The operator platform's origin, http(s)://host[:port], no path: /wps, /lgw and /lotto go there. */
  platformUrl: 'PLAYDECK_PLATFORM_URL',
  /** nginx's `listen` parameters: 80, `443 ssl`, 127.0.0.1:8080… */
  listen: 'PLAYDECK_LISTEN',
  /** The folder that holds the brand's bundle (dist/brands/<id>/) as m/. */
  root: 'PLAYDECK_ROOT',
} as const;

/** The contract's paths, answered by the operator platform (the reference platform's /__dev and /__admin are not served). */
export const PLATFORM_PATHS = ['wps', 'lgw', 'lotto'] as const;

/** A route folder of the bundle with one page per category (gameList/type-<TYPE>.html), chosen by `query`. */
export interface CategoryPages {
  dir: string;
  query: string;
  types: readonly string[];
}

export interface NginxBrandInput {
  id: string;
  name: string;
  domains: readonly string[];
  /** The policy the build wrote beside the bundle (.vite/csp.json): the same one `npm start` sends. */
  policy: BrandPolicy;
  categoryPages: readonly CategoryPages[];
  /** The largest request body the platform takes (an upload). */
  maxBodyBytes: number;
}

const placeholder = (name: string) => `\${${name}}`;

/** A value nginx reads literally inside double quotes: no quote, backslash, variable or line break. */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`nginx config: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** nginx variable names take letters, digits and underscores: a brand id's dashes become underscores. */
const variablePrefix = (id: string) => `playdeck_${id.replace(/-/g, '_')}`;

/** Hashed assets (Vite's 8-character content hash in the name): brand-server.mjs's isHashedAsset under /m/. */
export const HASHED_ASSET_LOCATION = '^/m/assets/[^/]+-[A-Za-z0-9_-]{8}\\.[a-z0-9]+$';
/** A request for a file rather than a route (brand-server.mjs's STATIC_PATH under /m/): missing, it is a 404, not the app. */
export const STATIC_FILE_LOCATION = '^/m/(assets/|(.*/)?[^/]+\\.[A-Za-z0-9]{1,12}$)';

/** The headers every answer of the bundle carries: brand-server.mjs's, HSTS by scheme through a map. */
function headerLines(policy: BrandPolicy, hstsVariable: string, cacheControl: string): string[] {
  const headers = { ...brandSecurityHeaders(policy), 'Cache-Control': cacheControl };
  return [
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    `add_header Strict-Transport-Security $${hstsVariable} always;`,
  ];
}

const block = (head: string, lines: readonly string[]) => [`${head} {`, ...lines.map((line) => (line ? `  ${line}` : line)), '}'];

function categoryMap(prefix: string, pages: CategoryPages): { variable: string; lines: string[] } {
  const variable = `${prefix}_${pages.dir.replace(/[^A-Za-z0-9]/g, '_')}_page`;
  const types = pages.types.filter((type) => GAME_TYPE.test(type));
  return {
    variable,
    // Case-insensitive, as brand-server.mjs upper-cases the category before looking for its page.
    lines: block(`map $arg_${pages.query} $${variable}`, [
      `default /m/${pages.dir}/index.html;`,
      ...types.map((type) => `"~*^${type}$" /m/${pages.dir}/type-${type}.html;`),
    ]),
  };
}

export function nginxBrandTemplate(input: NginxBrandInput): string {
  const { id, policy } = input;
  if (input.domains.length === 0) throw new Error(`nginx config: brand ${id} has no domains`);
  const prefix = variablePrefix(id);
  const hsts = `${prefix}_hsts`;
  const staticHeaders = headerLines(policy, hsts, REVALIDATE);
  const maps = input.categoryPages.map((pages) => ({ pages, ...categoryMap(prefix, pages) }));

  const server = [
    `listen ${placeholder(TEMPLATE_VARIABLES.listen)};`,
    `server_name ${input.domains.join(' ')};`,
    `root ${placeholder(TEMPLATE_VARIABLES.root)};`,
    '',
    '# The build wrote <file>.br and <file>.gz beside every text file: sent as they are, brotli first',
    '# (Debian: libnginx-mod-http-brotli-static). Anything else is compressed on the fly; images are left alone.',
    'brotli_static on;',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/plain;',
    'etag on;',
    `client_max_body_size ${Math.ceil(input.maxBodyBytes / 1024)}k;`,
    '',
    ...block('location = /', ['return 302 /m/;']),
    '',
    "# Vite's build records (the policy's sources) are not part of the site.",
    ...block('location ^~ /m/.vite/', ['return 404;']),
    '',
    '# Hashed assets never change under their name.',
    ...block(`location ~ "${HASHED_ASSET_LOCATION}"`, [...headerLines(policy, hsts, IMMUTABLE), 'try_files $uri =404;']),
    '',
    ...maps.flatMap(({ pages, variable }) => [
      `# ${pages.dir}'s page of the ${pages.query} asked for (its title prerendered), else the route's own.`,
      ...block(`location ~ ^/m/${pages.dir}/?$`, [...staticHeaders, `try_files $${variable} /m/${pages.dir}/index.html /m/index.html;`]),
      '',
    ]),
    '# The web app manifest, the favicon, and any other file under its own name: as it is, or 404 (the app in',
    "# its place would be cached and parsed as a script, an icon or a manifest). The root favicon is the bundle's.",
    ...block(`location ~ "${STATIC_FILE_LOCATION}"`, [...staticHeaders, 'try_files $uri =404;']),
    ...block('location = /favicon.ico', [...staticHeaders, 'try_files /m/favicon.ico =404;']),
    "# Debian's mime.types has no type for the web app manifest (a types block here replaces it for this file only).",
    ...block(`location = /m/${WEB_MANIFEST_FILE}`, [
      'types { application/manifest+json webmanifest; }',
      ...staticHeaders,
      'try_files $uri =404;',
    ]),
    '',
    '# A file as it is; a route (a path that is not a file) its own page, <route>/index.html, with its',
    "# prerendered shell; any other path index.html, home, as the app's router does (the SPA fallback).",
    ...block('location /m/', [...staticHeaders, 'try_files $uri $uri/index.html /m/index.html;']),
    '',
    "# The operator platform, with the client's address as its TRUST_PROXY reads it (X-Forwarded-For, right to",
    '# left), the scheme and the host the player asked for. Its answers keep their own caching and security headers.',
    ...block(`location ~ ^/(${PLATFORM_PATHS.join('|')})/`, [
      `proxy_pass ${placeholder(TEMPLATE_VARIABLES.platformUrl)};`,
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $host;',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'proxy_ssl_server_name on;',
      'gzip_proxied any;',
      'gzip_types application/json image/svg+xml;',
    ]),
  ];

  return [
    `# ${input.name} (brand ${id}) for Debian's nginx. Generated by the brand's build (tools/vite/deploy-config)`,
    `# from brands/${id}/brand.json and its bundle: do not edit, build again. Render it with the deploy's values:`,
    `#   ${TEMPLATE_VARIABLES.platformUrl}=https://platform.example.com sh render.sh > /etc/nginx/conf.d/playdeck-${id}.conf`,
    `# and copy dist/brands/${id}/ to ${placeholder(TEMPLATE_VARIABLES.root)}/m/. README.md, "Serving in production".`,
    '',
    ...maps.flatMap(({ lines }) => [...lines, '']),
    '# HSTS only on answers over HTTPS (an empty value sends no header).',
    ...block(`map $scheme $${hsts}`, [`https ${quoted(HSTS)};`, 'default "";']),
    '',
    ...block('server', server),
    '',
  ].join('\n');
}
