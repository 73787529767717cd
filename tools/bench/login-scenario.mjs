// The login-load scenario (issue 16 item 9): `players` players, each from an address of its own, sign in at
// the same moment and then ask for the site status with their new session, as the app does after a login.
// Meanwhile a visitor asks for the status every 50 ms: its worst answer shows how long the platform's event
// loop stalled. The players are registered first (unmeasured) over the API, as the sign-up screen does.
// A login the platform refuses because its password-hashing queue is full (429 TOO_MANY_REQUEST) is counted
// apart: the latencies of admitted logins are what a player who got in waited.
//
// The platform must run with TRUST_PROXY=true (each player's address is its X-Forwarded-For from loopback)
// and outside production (the captcha registration needs is read from the development route).
// Used by tools/bench/login-bench.mjs (`npm run bench:login`); exported for bench:platform to fold in.
import { randomUUID } from 'node:crypto';

const PASSWORD = 'Bench1234';
const MERCHANT = 'PLAYDECK';
const VISITOR_EVERY_MS = 50;

// The contract and the request encryption are TypeScript: the same loader as `npm run platform`.
await import('../node/register-ts.mjs');
const { contract } = await import('../../libs/api/src/contract/index.ts');
const { encryptRequestBody } = await import('../../libs/api/src/crypto/index.ts');

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => (value === null ? null : Math.round(value));
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
};

/** The n-th player's address, in the benchmarking range 198.18.0.0/15 (RFC 2544). */
const addressOf = (n) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function platformClient(baseUrl) {
  let publicKey;
  const call = async (definition, { query, body, token, address } = {}) => {
    const headers = { Merchant: MERCHANT, Device: 'web', Language: 'EN', 'X-Forwarded-For': address };
    if (token) headers.Authorization = token;
    let payload;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (definition.bodyEncoding === 'encrypted') {
        publicKey ??= (await (await fetch(`${baseUrl}${contract.session.publicKey.path}`, { headers: { Merchant: MERCHANT } })).json())
          .value;
        const encrypted = encryptRequestBody(body, publicKey);
        Object.assign(headers, encrypted.headers);
        payload = JSON.stringify(encrypted.body);
      } else payload = JSON.stringify(body);
    }
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const response = await fetch(`${baseUrl}${definition.path}${search}`, { method: definition.method, headers, body: payload });
    return response.json();
  };
  const must = async (definition, options) => {
    const envelope = await call(definition, options);
    if (!envelope.success) throw new Error(`${definition.id} answered ${envelope.errorCode}: ${envelope.message ?? ''}`);
    return envelope.value;
  };
  return { call, must };
}

async function registerPlayer(api, baseUrl, n, runId) {
  const address = addressOf(n);
  const loginDeviceId = randomUUID();
  await api.must(contract.session.captcha, { query: { loginDeviceId }, address });
  const dev = await (await fetch(`${baseUrl}/__dev/captcha?loginDeviceId=${loginDeviceId}`, { headers: { Merchant: MERCHANT } })).json();
  if (!dev.success || !dev.value.answer) throw new Error('the captcha answer is not readable: run the platform outside production');
  const username = `lb${runId}${String(n).padStart(4, '0')}`;
  await api.must(contract.session.register, {
    address,
    body: { loginDeviceId, username, password: PASSWORD, confirmPassword: PASSWORD, captcha: dev.value.answer },
  });
  return { username, address };
}

/** Every player signs in at once, then asks for the status with its session; answers both sets of latencies. */
async function burst(api, players) {
  const login = [];
  const admitted = [];
  const status = [];
  const errors = {};
  let refused = 0;
  const count = (code) => (errors[code] = (errors[code] ?? 0) + 1);
  await Promise.all(
    players.map(async (player) => {
      let sent = performance.now();
      const session = await api.call(contract.session.login, {
        address: player.address,
        body: { type: 'username', username: player.username, password: PASSWORD, loginDeviceId: randomUUID() },
      });
      const took = performance.now() - sent;
      login.push(took);
      if (!session.success) {
        if (session.errorCode === 'TOO_MANY_REQUEST') refused++;
        return count(`login ${session.errorCode}`);
      }
      admitted.push(took);
      sent = performance.now();
      const answer = await api.call(contract.system.status, { address: player.address, token: session.value.token });
      status.push(performance.now() - sent);
      if (!answer.success) count(`status ${answer.errorCode}`);
    }),
  );
  return { login, admitted, refused, status, errors };
}

/**
 * Registers `players` players, then runs `rounds` bursts of all of them signing in at once. Answers the
 * latencies (ms) of the logins (all, and those admitted), the share refused by the hashing queue, of the
 * status calls that follow, and of a visitor's status calls meanwhile.
 * `platformCpu`, when given, answers the platform process's CPU time so far ({ mainThreadMs, processMs }):
 * the figures then say what one login costs the event loop and the process, whatever else loads the machine.
 */
export async function runLoginScenario({ baseUrl, players = 50, rounds = 3, platformCpu }) {
  const api = platformClient(baseUrl);
  const runId = Date.now().toString(36).slice(-5);
  const registered = [];
  // A few at a time: registration is not what is measured.
  for (let n = 0; n < players; n += 5) {
    const batch = Array.from({ length: Math.min(5, players - n) }, (_, i) => registerPlayer(api, baseUrl, n + i, runId));
    registered.push(...(await Promise.all(batch)));
  }
  await burst(api, registered.slice(0, 2)); // warm-up: code paths compiled, pools open

  const login = [];
  const admitted = [];
  const status = [];
  const visitor = [];
  const errors = {};
  let refused = 0;
  let visiting = true;
  const visit = (async () => {
    while (visiting) {
      const sent = performance.now();
      await api.call(contract.system.status, { address: '198.19.255.1' });
      visitor.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, VISITOR_EVERY_MS));
    }
  })();
  const cpuBefore = platformCpu?.();
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const result = await burst(api, registered);
    login.push(...result.login);
    admitted.push(...result.admitted);
    refused += result.refused;
    status.push(...result.status);
    for (const [code, n] of Object.entries(result.errors)) errors[code] = (errors[code] ?? 0) + n;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = platformCpu?.();
  visiting = false;
  await visit;
  // Per login with the status call after it and the visitor's share: what the burst cost, divided.
  const perLogin = (field) => (cpuBefore && cpuAfter ? Math.round(((cpuAfter[field] - cpuBefore[field]) / login.length) * 10) / 10 : null);
  return {
    players,
    rounds,
    loginsPerSecond: Math.round((login.length / seconds) * 10) / 10,
    loginMs: summary(login),
    admittedLoginMs: summary(admitted),
    // Refused by the hashing queue (429 TOO_MANY_REQUEST), out of every login sent.
    refused: { count: refused, share: Math.round((refused / login.length) * 1000) / 1000 },
    statusAfterLoginMs: summary(status),
    visitorStatusMs: summary(visitor),
    platformCpuPerLoginMs: { mainThread: perLogin('mainThreadMs'), process: perLogin('processMs') },
    errors,
  };
}
