// npm start: builds every brand (Nx cache makes unchanged brands free), then serves the brand bundles
// and the reference platform from one origin: /wps, /lgw, /lotto (and /__dev, /__admin outside
// production) go to the platform, everything else to the brand chosen by the request's host name.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import '../node/register-ts.mjs';
import { createBrandHandler, readBuiltBrands } from './brand-server.mjs';
import { listenHosts } from './listen-host.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
// This machine only unless HOST says otherwise (HOST=0.0.0.0 to reach it from a phone on the network).
const hosts = listenHosts(process.env);
const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['node_modules/nx/dist/bin/nx.js', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: workspaceRoot,
    env: nxEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { answerClientError, createPlatform, isPlatformPath, PLATFORM_MAX_HEADER_BYTES } = await import('../../apps/platform/src/server.ts');
const { onStopSignal } = await import('../../apps/platform/src/http/graceful-shutdown.ts');
const { DEMO_MEMBERS, DEMO_PASSWORD } = await import('../../apps/platform/src/seed/demo-members.ts');
const { startNotes } = await import('../../apps/platform/src/start-notes.ts');
const platform = await createPlatform({ ...process.env, PORT: String(port) }, workspaceRoot);
const serveBrand = createBrandHandler(workspaceRoot, { defaultBrand: process.env.BRAND ?? 'default' });

const handle = (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (isPlatformPath(pathname)) platform.app.routing(request, response);
  else serveBrand(request, response);
};
const servers = hosts.map(() => createServer({ maxHeaderSize: PLATFORM_MAX_HEADER_BYTES }, handle).on('clientError', answerClientError));
/** Listens on one address; IPv6 loopback may be missing on this machine, the others may not. */
function listen(server, host) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => (host === '::1' && error.code === 'EADDRNOTAVAIL' ? resolve(false) : reject(error)));
    server.listen(port, host, () => resolve(true));
  });
}
const listening = await Promise.all(servers.map((server, index) => listen(server, hosts[index])));
{
  console.log(
    `Playdeck is serving at http://localhost:${port}/m/ on ${hosts.filter((_, index) => listening[index]).join(' and ')} (platform: ${platform.services.database.kind})`,
  );
  if (platform.config.mode !== 'production') {
    const where = platform.adminTokenFile ? ` (also in ${path.relative(workspaceRoot, platform.adminTokenFile)})` : '';
    console.log(`Admin token for /__admin (X-Admin-Token; \`npm run platform -- …\` reads it): ${platform.config.adminToken}${where}`);
  }
  const database =
    platform.services.database.kind === 'postgres'
      ? 'DATABASE_URL'
      : platform.config.dataDir
        ? path.relative(workspaceRoot, platform.config.dataDir)
        : 'memory';
  for (const note of startNotes(platform.start, database)) console.log(note);
  for (const brand of readBuiltBrands(workspaceRoot).brands) {
    const local = brand.domains.find((domain) => domain === 'localhost' || domain.endsWith('.localhost'));
    if (local) console.log(`  brand ${brand.id}: http://${local}:${port}/m/`);
  }
  console.log(
    `Demo accounts on every brand, password ${DEMO_PASSWORD}: ${DEMO_MEMBERS.map((member) => member.username).join(', ')}, team01…team12` +
      ' (README.md, "Trying each role", says what each shows; `npm run platform -- status` lists the merchants)',
  );
}
// Stops accepting, finishes the requests in flight (brand files and platform calls alike), then closes the database.
onStopSignal(() => platform.shutdown(servers));
