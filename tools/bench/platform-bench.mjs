#!/usr/bin/env node
// Benchmark (not a test): req/s and latency of the platform's busiest public calls, measured with
// autocannon on loopback against a platform started for the purpose (embedded PGlite in memory unless
// DATABASE_URL is set). Figures go to reports/platform-bench.json. Usage: npm run bench:platform
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8787);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const merchant = process.env.BENCH_MERCHANT ?? 'PLAYDECK';

/** The calls measured; paths and queries are the contract's (libs/api). */
const TARGETS = [
  { name: 'game list', path: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=25&platform=html5&clientType=2&language=EN' },
  { name: 'system status', path: '/wps/system/status' },
  { name: 'announcements', path: '/wps/system/announcements?types=B,PL,PU&platform=M&language=EN' },
];

function startPlatform() {
  const child = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), PLATFORM_DATA_DIR: 'memory', PLATFORM_MODE: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('platform did not start within 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}`)));
  });
}

async function measure(target) {
  const url = `http://127.0.0.1:${port}${target.path}`;
  const probe = await fetch(url, { headers: { Merchant: merchant } });
  const answer = await probe.json();
  if (!answer.success) throw new Error(`${target.name}: the platform answered ${answer.errorCode}`);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers: { Merchant: merchant } });
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const platform = await startPlatform();
try {
  const results = [];
  for (const target of TARGETS) {
    const figures = await measure(target);
    console.log(`${figures.name.padEnd(14)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.latencyMs.p99} ms`);
    results.push(figures);
  }
  mkdirSync(path.join(workspaceRoot, 'reports'), { recursive: true });
  const file = path.join(workspaceRoot, 'reports/platform-bench.json');
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, durationSeconds, connections, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', results }, null, 2)}\n`,
  );
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
} finally {
  platform.kill('SIGTERM');
}
