import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import type { AdminBanner } from '../admin/banner-actions';
import { listenerApplication } from '../db/notifications';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';

const serverUrl = process.env.TEST_DATABASE_URL;
const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
const ADMIN_TOKEN = 'two-processes-admin-token';
/** The acceptance: a write through one process is served by the other within a second. */
const WITHIN_MS = 1_000;

interface PlatformProcess {
  child: ChildProcess;
  base: string;
}

/** `npm run platform:serve` on the test's PostgreSQL database, on a free port, with its read cache on (60 s). */
function startProcess(): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      DATABASE_URL: serverUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PLATFORM_DATA_DIR: 'memory',
      PLATFORM_MODE: 'development',
      PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
      PLATFORM_READ_CACHE_SECONDS: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the platform did not start within 90 s:\n${output}`)), 90_000);
    const hear = (chunk: Buffer) => {
      // Kept short: the pipes are read for as long as the process runs, so it never blocks on a full one.
      output = (output + String(chunk)).slice(-4_000);
      const address = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve({ child, base: address });
      }
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.on('exit', (code) => reject(new Error(`the platform exited with ${code}:\n${output}`)));
  });
}

async function stopProcess({ child }: PlatformProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function call<T>(base: string, pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${pathname}`, init);
  const answer = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!answer.success) throw new Error(`${pathname}: ${answer.message}`);
  return answer.value;
}

const visitor = { merchant: 'PLAYDECK' };
const maintenanceOf = async (base: string) =>
  (await call<{ maintenance: boolean }>(base, contract.system.status.path, { headers: visitor })).maintenance;
const homeBanners = async (base: string) =>
  (await call<{ url: string }[]>(base, `${contract.content.banners.path}?groupName=m_home&language=EN`, { headers: visitor })).map(
    (banner) => banner.url,
  );
const admin = <T>(base: string, pathname: string, body?: unknown) =>
  call<T>(base, `/__admin${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-admin-token': ADMIN_TOKEN, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Asks every 25 ms until `check` holds; the milliseconds it took, or fails after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not served within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

// Two processes are two read caches and two pools: only the database can carry an invalidation between them.
describe.runIf(Boolean(serverUrl))('two platform processes on one PostgreSQL database', () => {
  let platform: TestPlatform;
  let one: PlatformProcess;
  let two: PlatformProcess;
  let banner: AdminBanner;

  beforeAll(async () => {
    // The seeded world on the server (the snapshot puts back whatever the processes write).
    platform = await resetTestPlatform();
    [one, two] = await Promise.all([startProcess(), startProcess()]);
    const [first] = await admin<AdminBanner[]>(one.base, '/banners?merchant=PLAYDECK&group=m_home&language=EN');
    banner = first!;
  }, 200_000);

  afterAll(async () => {
    try {
      await admin(one.base, '/maintenance', { on: false, merchant: 'PLAYDECK' });
      await admin(one.base, '/banner', { id: banner.id, headline: banner.headline });
    } finally {
      await Promise.all([one, two].filter(Boolean).map(stopProcess));
      await resetTestPlatform();
    }
  });

  async function warm() {
    for (const instance of [one, two]) {
      // Read twice: the second answer comes from the cache the write must reach.
      for (let read = 0; read < 2; read++) {
        expect(await maintenanceOf(instance.base)).toBe(false);
        expect(await homeBanners(instance.base)).toContain(banner.url);
      }
    }
  }

  it('serves a maintenance switch and a banner edit made through one process from the other within a second', async () => {
    await warm();
    await admin(one.base, '/maintenance', { on: true, merchant: 'PLAYDECK' });
    const edited = await admin<{ after: AdminBanner }>(one.base, '/banner', { id: banner.id, headline: 'Edited on process one' });
    expect(edited.after.url).not.toBe(banner.url);

    await within(WITHIN_MS, async () => await maintenanceOf(two.base));
    await within(WITHIN_MS, async () => (await homeBanners(two.base)).includes(edited.after.url));
    expect(await homeBanners(two.base)).not.toContain(banner.url);
    // The writer serves its own write at once.
    expect(await maintenanceOf(one.base)).toBe(true);
  });

  it('listens again after its LISTEN connection is cut, and hears the next write', async () => {
    const listenerOf = sql`SELECT pid, query FROM pg_stat_activity WHERE application_name = ${listenerApplication(two.child.pid)}`;
    const rows = async () => (await platform.services.db.execute(listenerOf)) as unknown as { rows: { pid: number; query: string }[] };
    const [cut] = (await rows()).rows;
    expect(cut, 'process two listens on a connection of its own').toBeDefined();
    await platform.services.db.execute(sql`SELECT pg_terminate_backend(${cut!.pid})`);
    await within(10_000, async () => (await rows()).rows.some((row) => row.pid !== cut!.pid && row.query.startsWith('LISTEN')));

    expect(await maintenanceOf(two.base)).toBe(true);
    await admin(one.base, '/maintenance', { on: false, merchant: 'PLAYDECK' });
    await within(WITHIN_MS, async () => !(await maintenanceOf(two.base)));
  });
});
