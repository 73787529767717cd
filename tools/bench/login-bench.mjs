#!/usr/bin/env node
// Benchmark (not a test): BENCH_PLAYERS (50) players signing in at once from distinct addresses, BENCH_ROUNDS
// (3) times, against a platform started for the purpose on a free loopback port (embedded PGlite in memory
// unless PLATFORM_DATA_DIR or DATABASE_URL say otherwise). The target is login p99 ≤ 1 s on PGlite. The machine
// is shared, so its load averages are written beside the figures. Writes reports/login-bench.json.
// Usage: npm run bench:login
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { runLoginScenario } from './login-scenario.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const players = Number(process.env.BENCH_PLAYERS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const roundedLoad = () => loadavg().map((value) => Math.round(value * 100) / 100);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startPlatform(port) {
  // TRUST_PROXY: each player's address is its X-Forwarded-For; development: registration reads the captcha.
  const env = {
    PLATFORM_DATA_DIR: 'memory',
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    PLATFORM_MODE: 'development',
  };
  const child = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
    cwd: workspaceRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('platform did not start within 120 s')), 120_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}`)));
  });
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/** utime + stime (fields 14 and 15) of a /proc stat file, in ms. */
const cpuMsOf = (statFile) => {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};
/** The platform's CPU so far: its main thread (the event loop, PGlite) and the whole process (scrypt's threads too). Linux only. */
const platformCpuOf = (pid) =>
  existsSync(`/proc/${pid}/stat`)
    ? () => ({ mainThreadMs: cpuMsOf(`/proc/${pid}/task/${pid}/stat`), processMs: cpuMsOf(`/proc/${pid}/stat`) })
    : undefined;

const port = await freePort();
const platform = await startPlatform(port);
try {
  const loadAverageBefore = roundedLoad();
  const figures = await runLoginScenario({
    baseUrl: `http://127.0.0.1:${port}`,
    players,
    rounds,
    platformCpu: platformCpuOf(platform.pid),
  });
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    loadAverageBefore,
    loadAverageAfter: roundedLoad(),
    ...figures,
  };
  console.log(
    `${players} players × ${rounds}: login p50 ${figures.loginMs.p50} ms p99 ${figures.loginMs.p99} ms max ${figures.loginMs.max} ms; ` +
      `status after login p99 ${figures.statusAfterLoginMs.p99} ms; visitor status max ${figures.visitorStatusMs.max} ms; ` +
      `CPU per login ${figures.platformCpuPerLoginMs.mainThread} ms event loop, ${figures.platformCpuPerLoginMs.process} ms process; ` +
      `errors ${JSON.stringify(figures.errors)}; load ${report.loadAverageAfter.join(' ')}`,
  );
  mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
  const file = path.join(workspaceRoot, 'reports/login-bench.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
} finally {
  platform.kill('SIGTERM');
}
