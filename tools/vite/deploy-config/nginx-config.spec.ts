import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBrandConfig } from '../../../libs/brand/src/validate';
import { isHashedAsset, STATIC_PATH } from '../../scripts/brand-server.mjs';
import { brandPolicyOrigins, contentSecurityPolicy } from '../../scripts/security-headers.mjs';
import { HASHED_ASSET_LOCATION, nginxBrandTemplate, STATIC_FILE_LOCATION, type NginxBrandInput } from './nginx-config';
import { renderScript } from './render-script';
import { findCategoryPages, writeDeployConfig } from './vite-plugin';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const brandJson = (id: string) =>
  parseBrandConfig(JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', id, 'brand.json'), 'utf8')), `brands/${id}/brand.json`);
const STYLE_HASH = "'sha256-abc+/def='";

function inputFor(id: string, overrides: Partial<NginxBrandInput> = {}): NginxBrandInput {
  const config = brandJson(id);
  return {
    id,
    name: config.name,
    domains: config.domains,
    policy: { styleHashes: [STYLE_HASH], ...brandPolicyOrigins(config) },
    categoryPages: [{ dir: 'gameList', query: 'gameType', types: ['FISH', 'RNG'] }],
    maxBodyBytes: 5 * 1024 * 1024,
    ...overrides,
  };
}

/** The body of the first block whose head matches, without its indentation. */
function blockOf(config: string, head: RegExp): string[] {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => head.test(line));
  if (start < 0) throw new Error(`no block ${head}`);
  const depth = lines[start]!.length - lines[start]!.trimStart().length;
  const end = lines.findIndex((line, index) => index > start && line === `${' '.repeat(depth)}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

const headerValue = (lines: string[], name: string) => {
  const line = lines.find((entry) => entry.startsWith(`add_header ${name} `));
  return line && /^add_header \S+ "(.*)" always;$/.exec(line)?.[1];
};

describe("a brand's nginx configuration", () => {
  it("answers on the brand's domains, at the listen address and folder the deploy gives", () => {
    const config = nginxBrandTemplate(inputFor('lucky'));
    const server = blockOf(config, /^server \{$/);
    expect(server).toContain('server_name lucky.localhost m.luckystar.test;');
    expect(server).toContain('listen ${PLAYDECK_LISTEN};');
    expect(server).toContain('root ${PLAYDECK_ROOT};');
    expect(nginxBrandTemplate(inputFor('default'))).toContain('server_name localhost m.playdeck.test;');
    expect(() => nginxBrandTemplate(inputFor('lucky', { domains: [] }))).toThrow(/no domains/);
  });

  it("sends the policy derived from brand.json: lucky's CDN admitted, an operator's chat site once given, the default brand's none (the demo chat is the platform's page, on the site's own origin)", () => {
    const lucky = blockOf(nginxBrandTemplate(inputFor('lucky')), /^ {2}location \/m\/ \{$/);
    const policy = headerValue(lucky, 'Content-Security-Policy')!;
    expect(policy).toContain("img-src 'self' data: blob: https://img.luckystar-cdn.test;");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).toContain(`style-src 'self' ${STYLE_HASH};`);
    expect(policy).toBe(contentSecurityPolicy(inputFor('lucky').policy));
    const operatorChat = { ...brandJson('lucky'), externalOrigins: { imageCDNs: [], liveChat: ['https://chat.luckystar.example'] } };
    const chatPolicy = { policy: { styleHashes: [STYLE_HASH], ...brandPolicyOrigins(operatorChat) } };
    const withChat = blockOf(nginxBrandTemplate(inputFor('lucky', chatPolicy)), /^ {2}location \/m\/ \{$/);
    expect(headerValue(withChat, 'Content-Security-Policy')).toContain("frame-src 'self' https://chat.luckystar.example;");

    const plain = headerValue(blockOf(nginxBrandTemplate(inputFor('default')), /^ {2}location \/m\/ \{$/), 'Content-Security-Policy')!;
    expect(plain).toContain("img-src 'self' data: blob:;");
    expect(plain).toContain("frame-src 'self';");
    expect(plain).not.toContain('luckystar');
  });

  it('serves the precompressed copies, hashed assets immutable and pages revalidated, each with the security headers', () => {
    const config = nginxBrandTemplate(inputFor('lucky'));
    const server = blockOf(config, /^server \{$/);
    expect(server).toEqual(expect.arrayContaining(['brotli_static on;', 'gzip_static on;', 'client_max_body_size 5120k;']));
    const hashed = blockOf(config, /^ {2}location ~ "\^\/m\/assets\//);
    expect(headerValue(hashed, 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    const pages = blockOf(config, /^ {2}location \/m\/ \{$/);
    expect(headerValue(pages, 'Cache-Control')).toBe('no-cache');
    for (const lines of [hashed, pages]) {
      expect(headerValue(lines, 'X-Frame-Options')).toBe('DENY');
      expect(headerValue(lines, 'X-Content-Type-Options')).toBe('nosniff');
      expect(lines).toContain('add_header Strict-Transport-Security $playdeck_lucky_hsts always;');
    }
    expect(pages).toContain('try_files $uri $uri/index.html /m/index.html;');
    expect(blockOf(config, /^ {2}location \^~ \/m\/\.vite\/ \{$/)).toEqual(['return 404;']);
  });

  it('answers 404 for a file the bundle lacks, as the brand server does, and serves the root favicon from the bundle', () => {
    const config = nginxBrandTemplate(inputFor('lucky'));
    const files = blockOf(config, /^ {2}location ~ "\^\/m\/\(assets/);
    expect(files).toContain('try_files $uri =404;');
    expect(headerValue(files, 'Cache-Control')).toBe('no-cache');
    expect(blockOf(config, /^ {2}location = \/favicon\.ico \{$/)).toContain('try_files /m/favicon.ico =404;');
    expect(blockOf(config, /^ {2}location = \/m\/manifest\.webmanifest \{$/)).toEqual(
      expect.arrayContaining(['types { application/manifest+json webmanifest; }', 'try_files $uri =404;']),
    );
    const location = new RegExp(STATIC_FILE_LOCATION);
    for (const pathname of [
      '/m/assets/does-not-exist.js',
      '/m/manifest.webmanifest',
      '/m/favicon.ico',
      '/m/a/b.txt',
      '/m/withdraw',
      '/m/member/info',
    ])
      expect([pathname, location.test(pathname)]).toEqual([pathname, STATIC_PATH.test(pathname.slice(3))]);
  });

  it('treats as hashed exactly the files the brand server keeps for a year', () => {
    const location = new RegExp(HASHED_ASSET_LOCATION);
    for (const file of ['assets/index-BxY_9a-Z.js', 'assets/boot-abcdefgh.css', 'assets/logo.svg', 'assets/a/b-abcdefgh.js', 'index.html'])
      expect(location.test(`/m/${file}`), file).toBe(isHashedAsset(file));
  });

  it("picks the game list's page of the category asked for, in any case, else its own page", () => {
    const config = nginxBrandTemplate(inputFor('lucky'));
    expect(blockOf(config, /^map \$arg_gameType \$playdeck_lucky_gameList_page \{$/)).toEqual([
      'default /m/gameList/index.html;',
      '"~*^FISH$" /m/gameList/type-FISH.html;',
      '"~*^RNG$" /m/gameList/type-RNG.html;',
    ]);
    expect(blockOf(config, /^ {2}location ~ \^\/m\/gameList\/\?\$ \{$/)).toContain(
      'try_files $playdeck_lucky_gameList_page /m/gameList/index.html /m/index.html;',
    );
  });

  it('proxies /wps, /lgw and /lotto to the platform with the headers TRUST_PROXY reads', () => {
    const proxy = blockOf(nginxBrandTemplate(inputFor('lucky')), /^ {2}location ~ \^\/\(wps\|lgw\|lotto\)\/ \{$/);
    expect(proxy).toEqual(
      expect.arrayContaining([
        'proxy_pass ${PLAYDECK_PLATFORM_URL};',
        'proxy_set_header Host $host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ]),
    );
    expect(proxy.some((line) => line.startsWith('add_header'))).toBe(false);
  });

  it('gives each brand variables of its own, so every brand loads into one nginx', () => {
    const config = nginxBrandTemplate(inputFor('lucky', { id: 'acme-play' }));
    expect(config).toContain('map $scheme $playdeck_acme_play_hsts {');
    expect(config).toContain('$playdeck_acme_play_gameList_page');
  });

  it('refuses a header value nginx would read as a variable', () => {
    expect(() => nginxBrandTemplate(inputFor('lucky', { policy: { styleHashes: ["'sha256-$x'"] } }))).toThrow(/cannot quote/);
  });
});

describe('render.sh', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-config-'));
  writeFileSync(path.join(dir, 'lucky.conf.template'), nginxBrandTemplate(inputFor('lucky')));
  writeFileSync(path.join(dir, 'render.sh'), renderScript('lucky', 'lucky.conf.template'));
  const render = (env: Record<string, string>) =>
    spawnSync('sh', [path.join(dir, 'render.sh')], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, encoding: 'utf8' });

  it("fills the deploy's values and leaves nginx's own variables alone", () => {
    const result = render({ PLAYDECK_PLATFORM_URL: 'http://10.0.0.5:8081/', PLAYDECK_LISTEN: '127.0.0.1:4441' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('proxy_pass http://10.0.0.5:8081;');
    expect(result.stdout).toContain('listen 127.0.0.1:4441;');
    expect(result.stdout).toContain('root /var/www/playdeck/lucky;');
    expect(result.stdout).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(result.stdout).not.toContain('${PLAYDECK_');
  });

  it('refuses a missing platform URL, one with a path, and a relative root, naming the variable', () => {
    expect(render({})).toMatchObject({ status: 2, stdout: '', stderr: expect.stringContaining('set PLAYDECK_PLATFORM_URL') });
    expect(render({ PLAYDECK_PLATFORM_URL: 'https://platform.example.com/api' })).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('PLAYDECK_PLATFORM_URL must be http(s)://host[:port] with no path'),
    });
    expect(render({ PLAYDECK_PLATFORM_URL: 'https://platform.example.com', PLAYDECK_ROOT: 'srv/x&y' })).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('PLAYDECK_ROOT must be an absolute path'),
    });
  });
});

describe('the build output', () => {
  it("writes the template and render.sh from the bundle's policy and category pages, outside the bundle", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'deploy-build-'));
    const bundle = path.join(root, 'brands/lucky');
    mkdirSync(path.join(bundle, '.vite'), { recursive: true });
    mkdirSync(path.join(bundle, 'gameList'), { recursive: true });
    for (const file of ['gameList/index.html', 'gameList/type-FISH.html', 'gameList/type-LIVE.html', 'index.html'])
      writeFileSync(path.join(bundle, file), '');
    writeFileSync(path.join(bundle, '.vite/csp.json'), JSON.stringify(inputFor('lucky').policy));
    expect(findCategoryPages(bundle)).toEqual([{ dir: 'gameList', query: 'gameType', types: ['FISH', 'LIVE'] }]);

    const out = path.join(root, 'deploy/lucky');
    writeDeployConfig(bundle, out, { workspaceRoot: root, brand: brandJson('lucky') });
    const template = readFileSync(path.join(out, 'nginx/lucky.conf.template'), 'utf8');
    expect(template).toContain('"~*^LIVE$" /m/gameList/type-LIVE.html;');
    expect(template).toContain('https://img.luckystar-cdn.test');
    expect(readFileSync(path.join(out, 'nginx/render.sh'), 'utf8')).toMatch(/^#!\/bin\/sh\n/);
  });

  it('stops the build when the policy was not written', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'deploy-build-'));
    expect(() => writeDeployConfig(root, path.join(root, 'out'), { workspaceRoot: root, brand: brandJson('lucky') })).toThrow(
      /csp\.json is missing/,
    );
  });
});
