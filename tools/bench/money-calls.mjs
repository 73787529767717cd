#!/usr/bin/env node
// Benchmark (not a test): req/s and p50/p99 latency of the money calls that write (deposit request,
// transfer, withdraw request), each driven for BENCH_SECONDS by BENCH_CONCURRENCY callers against one
// demo member, on a platform started for the purpose (embedded PGlite in memory unless DATABASE_URL is
// set) on a free loopback port. The machine is shared, so its load averages are written beside the
// figures. Writes reports/money-bench.json. Usage: npm run bench:money
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';

/** The admin token of the platform this bench starts (its /__admin calls carry it). */
const adminToken = process.env.PLATFORM_ADMIN_TOKEN ?? `bench-${randomUUID()}`;
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const merchant = process.env.BENCH_MERCHANT ?? 'PLAYDECK';
const username = 'member01';
const password = 'Demo1234';
const paymentPassword = '135790';

// The contract and the request encryption are TypeScript: the same loader as `npm run platform`.
await import('../node/register-ts.mjs');
const { contract } = await import('../../libs/api/src/contract/index.ts');
const { encryptRequestBody } = await import('../../libs/api/src/crypto/index.ts');

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
  // Development mode: the loopback admin routes credit the member and lift the daily withdrawal count.
  const child = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_DATA_DIR: 'memory',
      PLATFORM_ADMIN_TOKEN: adminToken,
      PLATFORM_MODE: 'development',
    },
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

/** One contract call over HTTP as the app makes it; answers the envelope. */
function client(origin) {
  let publicKey;
  let token;
  const call = async (definition, { query, body } = {}) => {
    const headers = { Merchant: merchant, Device: 'web', Language: 'EN', ...(token ? { Authorization: token } : {}) };
    let payload;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (definition.bodyEncoding === 'encrypted') {
        const encrypted = encryptRequestBody(body, publicKey);
        Object.assign(headers, encrypted.headers);
        payload = JSON.stringify(encrypted.body);
      } else payload = JSON.stringify(body);
    }
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const response = await fetch(`${origin}${definition.path}${search}`, { method: definition.method, headers, body: payload });
    return response.json();
  };
  const must = async (definition, options) => {
    const envelope = await call(definition, options);
    if (!envelope.success) throw new Error(`${definition.id} answered ${envelope.errorCode}: ${envelope.message ?? ''}`);
    return envelope.value;
  };
  const admin = async (route, body) => {
    const response = await fetch(`${origin}/__admin/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(body),
    });
    const envelope = await response.json();
    if (!envelope.success) throw new Error(`/__admin/${route} answered ${envelope.errorCode}: ${envelope.message ?? ''}`);
    return envelope.value;
  };
  const signIn = async () => {
    publicKey = await must(contract.session.publicKey);
    const session = await must(contract.session.login, {
      body: { type: 'username', username, password, loginDeviceId: randomUUID() },
    });
    token = session.token;
  };
  return { call, must, admin, signIn };
}

/** A Luhn-valid card number: the digits completed with their check digit. */
function luhnComplete(digits) {
  for (let check = 0; check <= 9; check++) {
    const number = `${digits}${check}`;
    let sum = 0;
    for (let index = 0; index < number.length; index++) {
      let digit = Number(number[number.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return number;
  }
  throw new Error('unreachable');
}

const WARM_UP_REQUESTS = 10;
const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round2 = (value) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Runs `request(n)` from `callers` callers for the duration, after a few unmeasured; `settle(envelope)`
 * (unmeasured) undoes what stops the next request, e.g. confirms a deposit. Answers the figures.
 */
async function drive(name, { request, settle = async () => {}, callers = concurrency }) {
  for (let n = 0; n < WARM_UP_REQUESTS; n++) await settle(await request(-1 - n));
  const latencies = [];
  const errors = {};
  let sequence = 0;
  const loadBefore = roundedLoad();
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const n = sequence++;
      const sent = performance.now();
      let code;
      let envelope;
      try {
        envelope = await request(n);
        if (!envelope.success) code = envelope.errorCode;
      } catch (error) {
        code = error.cause?.code ?? error.message;
      }
      latencies.push(performance.now() - sent);
      if (code) errors[code] = (errors[code] ?? 0) + 1;
      else await settle(envelope);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = Object.values(errors).reduce((sum, count) => sum + count, 0);
  const figures = {
    name,
    callers,
    requests: latencies.length,
    succeeded: latencies.length - failed,
    errors,
    requestsPerSecond: round2(latencies.length / seconds),
    latencyMs: { p50: round2(percentile(latencies, 50)), p99: round2(percentile(latencies, 99)), max: round2(latencies.at(-1) ?? null) },
    loadAverageBefore: loadBefore,
    loadAverageAfter: roundedLoad(),
  };
  console.log(
    `${name.padEnd(18)} ${String(figures.requestsPerSecond).padStart(8)} req/s  p50 ${figures.latencyMs.p50} ms  p99 ${figures.latencyMs.p99} ms` +
      `${failed ? `  errors ${JSON.stringify(errors)}` : ''}`,
  );
  return figures;
}

/** A request id or transfer id per request; the warm-up's are their own. */
const requestId = (kind, n) => `bench-${kind}-${n < 0 ? `warm${-n}` : n}`;
// A member may have this many unpaid deposit requests: more callers would only measure the refusal.
const MAX_PENDING_DEPOSITS = 5;

/** Each call's setup, answering what `drive` runs; a call the platform does not serve is recorded as skipped. */
const CALLS = [
  {
    name: 'deposit request',
    async setup(api) {
      const { channels } = await api.must(contract.deposit.channels);
      const channel = channels[0];
      return {
        request: (n) =>
          api.call(contract.deposit.request, { body: { requestId: requestId('deposit', n), channelId: channel.id, amount: channel.min } }),
        // The operator confirms each one, so the member never reaches the unpaid-request limit.
        settle: (envelope) => api.admin('deposit', { reference: envelope.value.reference, decision: 'confirm' }),
        callers: Math.min(concurrency, MAX_PENDING_DEPOSITS),
      };
    },
  },
  {
    name: 'transfer',
    async setup(api) {
      // Back and forth between MAIN and a game wallet, so the balance never runs out.
      return {
        request: (n) =>
          api.call(contract.wallet.transfer, {
            body: {
              transferId: requestId('transfer', n),
              ...(Math.abs(n) % 2 ? { fromWallet: 'PG', toWallet: 'MAIN' } : { fromWallet: 'MAIN', toWallet: 'PG' }),
              amount: 1,
            },
          }),
      };
    },
  },
  {
    name: 'withdraw request',
    async setup(api) {
      await api.must(contract.paymentPassword.set, {
        body: { loginPassword: password, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
      });
      const { banks } = await api.must(contract.bankCard.list);
      const { cards } = await api.must(contract.bankCard.add, {
        body: { bankCode: banks[0].code, cardNumber: luhnComplete('970436001234567'), payeeName: 'Bench Member', paymentPassword },
      });
      const settings = await api.must(contract.withdraw.settings);
      // The most the admin command allows: the seed's three a day would refuse the rest.
      await api.admin('limits', { merchant, daily: 1_000 });
      return {
        request: (n) =>
          api.call(contract.withdraw.request, {
            body: { requestId: requestId('withdraw', n), bankCardId: cards.at(-1).id, amount: settings.min, paymentPassword },
          }),
      };
    },
  },
];

const port = await freePort();
const platform = await startPlatform(port);
try {
  const api = client(`http://127.0.0.1:${port}`);
  await api.signIn();
  for (let credit = 0; credit < 5; credit++) await api.admin('credit', { merchant, username, amount: 1_000_000 });
  const results = [];
  for (const definition of CALLS) {
    let request;
    try {
      request = await definition.setup(api);
    } catch (error) {
      console.log(`${definition.name.padEnd(18)} skipped: ${error.message}`);
      results.push({ name: definition.name, skipped: error.message });
      continue;
    }
    results.push(await drive(definition.name, request));
  }
  const file = path.join(workspaceRoot, 'reports/money-bench.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        node: process.version,
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        // Development: the admin routes are on, and passwords are hashed at the production (OWASP) cost.
        platformMode: 'development',
        durationSeconds,
        concurrency,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`figures written to ${path.relative(process.cwd(), file)}`);
} finally {
  platform.kill('SIGTERM');
}
