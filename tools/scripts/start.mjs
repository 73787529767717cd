// npm start: builds every brand (Nx cache makes unchanged brands free) and serves them on one port.
// The default brand answers at http://localhost:$PORT/m/; another brand answers on its own domains.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createBrandServer } from './brand-server.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const nxEnv = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['node_modules/nx/dist/bin/nx.js', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: workspaceRoot,
    env: nxEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createBrandServer(workspaceRoot, { defaultBrand: process.env.BRAND ?? 'default' });
server.listen(port, () => {
  console.log(`Playdeck is serving at http://localhost:${port}/m/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
