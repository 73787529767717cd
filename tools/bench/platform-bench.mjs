#!/usr/bin/env node
// Benchmark (not a test): req/s and latency of the platform's busiest public calls, measured with
// autocannon on loopback against a platform started for the purpose, once on embedded PGlite (in memory)
// and once on PostgreSQL (DATABASE_URL, or Debian's server started by tools/ci/setup-postgres.sh with a
// playdeck_bench database of its own). Figures, with the load average they were measured under, go to
// reports/platform-bench.json. Usage: npm run bench:platform [-- pglite|postgres]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8787);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const merchant = process.env.BENCH_MERCHANT ?? 'PLAYDECK';
const databases = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];

/** The goal for the game list on loopback. */
const GAME_LIST_TARGET = { requestsPerSecond: 3000, p99Ms: 25 };

/** The calls measured, as a visitor's app makes them; paths and queries are the contract's (libs/api). */
const TARGETS = [
  { name: 'game list', path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=25&platform=html5&clientType=2&language=EN' },
  { name: 'system status', path: '/wps/system/status' },
  { name: 'banners', path: '/wps/system/banners?groupName=m_home&language=EN' },
  { name: 'vendors', path: '/wps/relay/GCSGAME_getVassalage?language=EN' },
  { name: 'announcements', path: '/wps/system/announcements?types=B,PL,PU&platform=M&language=EN' },
];

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** A database of the benchmark's own on the PostgreSQL server, so test databases are left alone. */
async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const testUrl = execFileSync('bash', [path.join(workspaceRoot, 'tools/ci/setup-postgres.sh')], { encoding: 'utf8' }).trim();
  const client = new pg.Client({ connectionString: testUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = 'playdeck_bench'");
    if (!rowCount) await client.query('CREATE DATABASE playdeck_bench');
  } finally {
    await client.end();
  }
  return testUrl.replace(/\/[^/]+$/, '/playdeck_bench');
}

function startPlatform(databaseUrl) {
  const env = { ...process.env, PORT: String(port), PLATFORM_DATA_DIR: 'memory', PLATFORM_MODE: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
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

function stopPlatform(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(target) {
  const url = `http://127.0.0.1:${port}${target.path}`;
  const probe = await fetch(url, { headers: { Merchant: merchant } });
  const answer = await probe.json();
  if (!answer.success) throw new Error(`${target.name}: the platform answered ${answer.errorCode}`);
  // Unrecorded: the JIT, the first load into the read cache and the garbage of the start settle first.
  await autocannon({ url, connections, duration: warmupSeconds, headers: { Merchant: merchant } });
  const loadBefore = loadAverage();
  const result = await autocannon({ url, connections, duration: durationSeconds, headers: { Merchant: merchant } });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    non2xx: result.non2xx,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
  };
}

async function benchDatabase(database) {
  const platform = await startPlatform(database === 'postgres' ? await postgresUrl() : undefined);
  try {
    const results = [];
    for (const target of TARGETS) {
      const figures = await measure(target);
      console.log(
        `${database.padEnd(8)} ${figures.name.padEnd(14)} ${String(figures.requestsPerSecond).padStart(6)} req/s  ` +
          `p50 ${figures.latencyMs.p50} ms  p99 ${figures.latencyMs.p99} ms  load ${figures.loadAverageAfter.join(' ')}`,
      );
      results.push(figures);
    }
    const gameList = results.find((result) => result.name === 'game list');
    const meetsTarget =
      gameList.requestsPerSecond >= GAME_LIST_TARGET.requestsPerSecond && gameList.latencyMs.p99 <= GAME_LIST_TARGET.p99Ms;
    return { database, gameListMeetsTarget: meetsTarget, results };
  } finally {
    await stopPlatform(platform);
  }
}

const loadAverageBefore = loadAverage();
const runs = [];
for (const database of databases) runs.push(await benchDatabase(database));
mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
const file = path.join(workspaceRoot, 'reports/platform-bench.json');
const report = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  durationSeconds,
  warmupSeconds,
  connections,
  gameListTarget: GAME_LIST_TARGET,
  loadAverageBefore,
  loadAverageAfter: loadAverage(),
  runs,
};
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`figures written to ${path.relative(process.cwd(), file)}`);

// The login scenario (50 players signing in at once from 50 addresses) needs a platform of its own with
// the development captcha route: bench:login starts it and writes reports/login-bench.json.
if (process.env.BENCH_SKIP_LOGIN !== 'true') {
  const login = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/bench/login-bench.mjs')], {
    cwd: workspaceRoot,
    stdio: 'inherit',
  });
  if (login.status !== 0) process.exitCode = login.status ?? 1;
}
