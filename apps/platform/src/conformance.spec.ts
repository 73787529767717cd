import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { CALL_PLAN, contractCalls, resultLine, runConformance, type CallResult, type ConformanceReport } from '@playdeck/conformance';
import { favouriteGames, ledger, members, postings, wallets } from './db/schema';
import { callPlatform, valueOf } from './testing/call-platform';
import { devCalls } from './modules/session/dev-calls';
import { login, loginToken } from './modules/session/session-testing';
import { DEMO_PASSWORD } from './seed/demo-members';
import { getTestPlatform, resetTestPlatform, type TestPlatform } from './testing/test-platform';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const MERCHANT = 'PLAYDECK';

// The conformance check (libs/conformance, `npm run conformance`) against the reference platform over a real
// HTTP port: every call it makes must pass, it must move no money, and a drifted answer must fail by name.
// A whole check is a hundred calls: minutes, not seconds, must be allowed on a loaded CI machine.
describe('npm run conformance against the reference platform', { timeout: 120_000 }, () => {
  let platform: TestPlatform;
  let baseUrl: string;

  type CheckOptions = { url?: string; username?: string; password?: string; allowWrites?: boolean; captcha?: string; deviceId?: string };
  const check = (options: CheckOptions = {}, saveCaptcha?: (png: string) => string, printed: string[] = []) =>
    runConformance({
      onResult: (result) => printed.push(resultLine(result)),
      target: { baseUrl: options.url ?? baseUrl, merchant: MERCHANT, language: 'EN', timeoutMs: 15_000, fetch },
      member: options.username
        ? { username: options.username, password: options.password ?? DEMO_PASSWORD, captcha: options.captcha, deviceId: options.deviceId }
        : undefined,
      allowWrites: options.allowWrites ?? false,
      saveCaptcha,
    });

  const failures = (report: ConformanceReport) => report.results.filter((result) => result.outcome === 'fail');
  const made = (report: ConformanceReport, as?: string) =>
    new Set(report.results.filter((result) => result.outcome === 'pass' && result.as === as).map((result) => result.call));

  /** Money and the account as the database holds them: whatever a check changes shows here. */
  async function moneyAndAccount(username: string) {
    const db = platform.services.db;
    // The demo member of every merchant (signing in only clears firstTimeLogin).
    const rows = await db.select().from(members).where(eq(members.username, username)).orderBy(members.id);
    const account = rows.map(({ firstTimeLogin: _login, ...row }) => row);
    return {
      favourites: await db
        .select()
        .from(favouriteGames)
        .where(
          inArray(
            favouriteGames.memberId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(favouriteGames.memberId, favouriteGames.gameId),
      postings: await db.$count(postings),
      ledger: await db.$count(ledger),
      balances: await db
        .select({ id: wallets.id, balance: wallets.balance })
        .from(wallets)
        .orderBy(sql`${wallets.id}`),
      account,
    };
  }

  let server: Server;

  beforeAll(async () => {
    platform = await getTestPlatform();
    // A server of this file's own in front of the shared app (as npm start serves it), so other files may listen too.
    server = createServer((request, response) => platform.app.routing(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await resetTestPlatform();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes every visitor call, reads only', async () => {
    const report = await check();
    expect(failures(report)).toEqual([]);
    const visitorReads = contractCalls().filter(
      (call) => call.auth !== 'member' && call.auth !== 'real' && CALL_PLAN[call.id]!.access === 'read',
    );
    expect([...made(report)].sort()).toEqual(visitorReads.map((call) => call.id).sort());
    expect(report.skipped).toBe(report.results.length - report.passed);
  });

  it('signs in as a demo member, passes every member read and moves no money', async () => {
    const before = await moneyAndAccount('member01');
    const report = await check({ username: 'member01' });
    expect(failures(report)).toEqual([]);
    const memberReads = contractCalls().filter(
      (call) =>
        call.auth !== 'none' && CALL_PLAN[call.id]!.access === 'read' && !CALL_PLAN[call.id]!.agentOnly && !CALL_PLAN[call.id]!.trialOnly,
    );
    expect([...made(report, 'member01')].sort()).toEqual(
      [...memberReads.map((call) => call.id), contract.session.login.id, contract.session.logout.id].sort(),
    );
    expect(await moneyAndAccount('member01')).toEqual(before);
  });

  it('checks the agent reads as an agent; the write run moves no money and leaves the favourites as they were', async () => {
    // A favourite the agent already has, on the game the check sees first: the write run must leave it be.
    const gameList = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { pageNo: 1, pageSize: 10, gameType: 'RNG' } }),
    );
    const [game] = gameList.games;
    const token = await loginToken(platform, { username: 'agent01' });
    valueOf(await callPlatform(platform, contract.games.addFavourite, { token, body: { nodeId: game!.nodeId, vendor: game!.vendorCode } }));
    const before = await moneyAndAccount('agent01');
    expect(before.favourites).toHaveLength(1);
    const report = await check({ username: 'agent01', allowWrites: true });
    expect(failures(report)).toEqual([]);
    const passedAsAgent = made(report, 'agent01');
    for (const [id, plan] of Object.entries(CALL_PLAN)) {
      if (plan.agentOnly && plan.access === 'read') expect(passedAsAgent).toContain(id);
    }
    expect(passedAsAgent).toContain(contract.games.addFavourite.id);
    expect(passedAsAgent).toContain(contract.settings.nickname.id);
    expect(made(report, 'trial')).toEqual(new Set([contract.session.trialAccount.id]));
    const after = await moneyAndAccount('agent01');
    expect(after.postings).toBe(before.postings);
    expect(after.ledger).toBe(before.ledger);
    // The trial account the write run opened has wallets of its own (after every earlier one); no other balance moved.
    expect(after.balances.slice(0, before.balances.length)).toEqual(before.balances);
    expect(after.account).toEqual(before.account);
  });

  it('says how to sign in when the platform asks for a captcha, and signs in with its answer', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await login(platform, { password: 'Wrong9999' });
    const images: string[] = [];
    const printed: string[] = [];
    const saveCaptcha = (png: string) => {
      images.push(png);
      return '/tmp/conformance-captcha.png';
    };
    const refused = await check({ username: 'member01' }, saveCaptcha, printed);
    const line = refused.results.find((result) => result.call === contract.session.login.id)!;
    expect(line.outcome).toBe('fail');
    const deviceId = /--device-id ([0-9a-f-]{36}) --captcha <the text in the image>/.exec(line.detail ?? '')?.[1];
    expect(line.detail).toMatch(
      /^refused captcha\.required \(HTTP 400\).*the platform asks for a captcha: the image is \/tmp\/conformance-captcha\.png; run again/,
    );
    expect(Buffer.from(images[0]!, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(printed).toContain(resultLine(line));
    expect(refused.results.filter((result) => result.as === 'member01' && result.outcome === 'pass')).toEqual([]);

    const { answer } = valueOf(await callPlatform(platform, devCalls.captcha, { query: { loginDeviceId: deviceId! } }));
    const signedIn = await check({ username: 'member01', deviceId, captcha: answer! });
    expect(failures(signedIn)).toEqual([]);
    expect(made(signedIn, 'member01')).toContain(contract.wallet.balance.id);
  });

  it('fails the login with its code and what to do, and skips what needs the session', async () => {
    const printed: string[] = [];
    const report = await check({ username: 'member01', password: 'Wrong9999' }, undefined, printed);
    expect(failures(report).map(resultLine)).toEqual([
      expect.stringMatching(
        /^FAIL session\.login \(as member01\): refused login\.password\.error \(HTTP 400\).*; wrong user name or password for this merchant \[X-Request-Id conformance-/,
      ),
    ]);
    expect(printed).toContain(resultLine(failures(report)[0]!));
    const balance = report.results.find((result) => result.call === contract.wallet.balance.id);
    expect(balance).toEqual({ call: contract.wallet.balance.id, as: 'member01', outcome: 'skip', detail: 'not signed in' });
  });

  describe('a platform whose answer drifted from the contract', () => {
    let proxy: Server;
    let proxyUrl: string;

    beforeAll(async () => {
      // Passes everything through, but the game list's first game id arrives as a string.
      proxy = createServer(async (request, response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string' && name !== 'host') headers.set(name, value);
        const answer = await fetch(`${baseUrl}${request.url}`, {
          method: request.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        });
        let text = await answer.text();
        if (request.url?.startsWith(contract.games.gameList.path)) {
          const envelope = JSON.parse(text) as { value: { games: { gameId: unknown }[] } };
          envelope.value.games[0]!.gameId = String(envelope.value.games[0]!.gameId);
          text = JSON.stringify(envelope);
        }
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(text);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

    it('fails that call, naming the path and the value found', async () => {
      const report = await check({ url: proxyUrl });
      expect(failures(report)).toEqual<CallResult[]>([
        {
          call: 'games.gameList',
          as: undefined,
          outcome: 'fail',
          detail: expect.stringMatching(/^value\.games\.0\.gameId: found "\d+" \(.*expected number/) as unknown as string,
          requestId: expect.stringMatching(/^conformance-/) as unknown as string,
        },
      ]);
      expect(report.failed).toBe(1);
    });
  });

  describe('the command line', () => {
    const runCli = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', './tools/node/register-ts.mjs', 'libs/conformance/src/cli.ts', ...args],
          { cwd: workspaceRoot, timeout: 110_000 },
          (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
        );
      });
    const lines = (text: string) => text.trim().split('\n');

    it('exits 0 and ends with the tally when every call passes', async () => {
      const { code, stdout, stderr } = await runCli([
        '--base-url',
        baseUrl,
        '--merchant',
        MERCHANT,
        '--username',
        'member01',
        '--password',
        DEMO_PASSWORD,
      ]);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(lines(stdout).at(-1)).toMatch(/^\d+ passed, 0 failed, \d+ skipped$/);
      expect(stdout).toContain('pass wallet.balance (as member01)');
    });

    it('says in one line that a platform is down, and exits 2', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const { code, stdout, stderr } = await runCli(['--base-url', `http://127.0.0.1:${port}`, '--merchant', MERCHANT]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(lines(stderr)).toEqual([`conformance: cannot reach the platform at http://127.0.0.1:${port}: connection refused`]);
    });
  });
});
