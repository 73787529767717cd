#!/usr/bin/env node
// The deploy check (a stage of npm test): Debian's nginx with the generated configuration of every built brand
// (dist/deploy/<id>/nginx, rendered by its render.sh) in front of the reference platform, and the journeys of
// e2e-deploy/ through it (playwright.deploy.config.ts). nginx runs from a folder of its own under the system's
// temporary folder (prefix, pid, logs, temp files), never as the system's service; nginx and the platform are
// stopped by their pids however the journeys end. Installs nginx and its brotli module when they are missing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const address = process.env.DEPLOY_ADDRESS ?? '127.0.0.1';
const nginxPort = Number(process.env.DEPLOY_PORT ?? 4441);
const platformPort = Number(process.env.DEPLOY_PLATFORM_PORT ?? 4440);
const platformUrl = `http://127.0.0.1:${platformPort}`;

/** Debian's nginx and its brotli_static module, installed with apt-get when missing (as root, or with sudo -n). */
function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE) && existsSync(MIME_TYPES)) return true;
  console.log("nginx or its brotli_static module is missing: installing Debian's nginx and libnginx-mod-http-brotli-static");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'])) {
    console.error('Could not install nginx; install it with: apt-get install -y nginx libnginx-mod-http-brotli-static');
    return false;
  }
  return existsSync(NGINX) && existsSync(BROTLI_MODULE);
}

/** The brand folders, each with its built bundle and generated configuration (a missing one is a failure). */
function builtBrands() {
  const ids = readdirSync(path.join(workspaceRoot, 'brands'))
    .filter((id) => existsSync(path.join(workspaceRoot, 'brands', id, 'brand.json')))
    .sort();
  const missing = ids.filter(
    (id) =>
      !existsSync(path.join(workspaceRoot, 'dist/brands', id, 'index.html')) ||
      !existsSync(path.join(workspaceRoot, 'dist/deploy', id, 'nginx/render.sh')),
  );
  if (missing.length > 0)
    throw new Error(`Not built: ${missing.join(', ')} (dist/brands/<id>, dist/deploy/<id>). Run: npx nx run-many -t build`);
  return ids;
}

/** What Debian's /etc/nginx/nginx.conf gives the brands' files, with every path inside this run's folder. */
function mainConfig(dir) {
  return `# The deploy check's nginx (tools/scripts/deploy-check.mjs): Debian's module and types, this folder for the rest.
load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  sendfile on;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/conf.d/*.conf;
}
`;
}

/** Copies each bundle to <dir>/www/<id>/m/ (as an operator deploys it) and renders its configuration. */
function prepare(dir, ids) {
  mkdirSync(path.join(dir, 'conf.d'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  for (const id of ids) {
    const root = path.join(dir, 'www', id);
    cpSync(path.join(workspaceRoot, 'dist/brands', id), path.join(root, 'm'), { recursive: true });
    const rendered = spawnSync('sh', [path.join(workspaceRoot, 'dist/deploy', id, 'nginx/render.sh')], {
      encoding: 'utf8',
      env: { ...process.env, PLAYDECK_PLATFORM_URL: platformUrl, PLAYDECK_LISTEN: `${address}:${nginxPort}`, PLAYDECK_ROOT: root },
    });
    if (rendered.status !== 0) throw new Error(`render.sh of ${id} failed: ${rendered.stderr}`);
    writeFileSync(path.join(dir, 'conf.d', `playdeck-${id}.conf`), rendered.stdout);
  }
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
}

/** Resolves once `url` answers at all (any status), or rejects after `seconds`. */
async function waitForAnswer(url, headers, seconds, child) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process serving it exited (${child.exitCode})`);
    const answered = await new Promise((resolve) => {
      const probe = request(url, { headers, timeout: 2000 }, (response) => {
        response.resume();
        resolve(true);
      });
      probe.on('error', () => resolve(false)).on('timeout', () => probe.destroy());
      probe.end();
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Stops a child by its pid and waits for it (SIGKILL after 10 s). */
async function stop(child, name) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    console.error(`${name} did not stop within 10 s: killing it`);
    process.kill(child.pid, 'SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  if (!ensureNginx() || !ensureChromium()) return 1;
  const ids = builtBrands();
  const dir = mkdtempSync(path.join(tmpdir(), 'playdeck-nginx-'));
  // nginx's workers (nobody, when started as root) read the copied bundles.
  chmodSync(dir, 0o755);
  let platform;
  let nginx;
  const stopAll = () => Promise.all([stop(nginx, 'nginx'), stop(platform, 'the platform')]);
  const onSignal = (signal) => void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  let ok = false;
  try {
    prepare(dir, ids);
    const configTest = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (configTest.status !== 0) throw new Error(`nginx -t refused the generated configuration:\n${configTest.stderr}`);

    platform = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PORT: String(platformPort), HOST: '127.0.0.1', PLATFORM_DATA_DIR: 'memory', TRUST_PROXY: 'true' },
    });
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    const merchant = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', ids[0], 'brand.json'), 'utf8')).merchantCode;
    await waitForAnswer(`${platformUrl}/wps/system/status`, { Merchant: merchant }, 180, platform);
    await waitForAnswer(`http://${address}:${nginxPort}/m/`, {}, 30, nginx);
    console.log(`nginx (${dir}) serves ${ids.join(', ')} on ${address}:${nginxPort}, the platform on ${platformUrl}`);

    const journeys = spawn(
      process.execPath,
      // Arguments are Playwright's (e.g. --grep, --project lucky).
      [
        path.join(workspaceRoot, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'playwright.deploy.config.ts',
        ...process.argv.slice(2),
      ],
      {
        cwd: workspaceRoot,
        stdio: 'inherit',
        env: { ...process.env, DEPLOY_ADDRESS: address, DEPLOY_PORT: String(nginxPort), DEPLOY_PLATFORM_URL: platformUrl },
      },
    );
    ok = (await new Promise((resolve) => journeys.once('exit', resolve))) === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await stopAll();
    const errors = path.join(dir, 'error.log');
    if (!ok && existsSync(errors)) console.error(`nginx's error log:\n${readFileSync(errors, 'utf8').split('\n').slice(-40).join('\n')}`);
    rmSync(dir, { recursive: true, force: true });
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
