import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { conformanceCli, type CliIo } from './cli-main';

function capture(fetchImpl: typeof fetch = fetch) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: {}, fetch: fetchImpl };
  return { io, out, err };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('npm run conformance', () => {
  it('gives one clear line and exit 2 when nothing answers at the base URL', async () => {
    const port = await closedPort();
    const { io, out, err } = capture();
    expect(await conformanceCli(['--base-url', `http://127.0.0.1:${port}`, '--merchant', 'PLAYDECK'], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([`conformance: cannot reach the platform at http://127.0.0.1:${port}: connection refused`]);
  });

  it('names a bad option and shows the usage, exit 2', async () => {
    const { io, out, err } = capture();
    expect(await conformanceCli(['--base-url', 'localhost', '--merchant', 'PLAYDECK'], io)).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toBe("conformance: --base-url: 'localhost' is not a URL (for example http://localhost:4000)");
    expect(err[1]).toMatch(/^usage: npm run conformance -- --base-url <url> --merchant <code>/);
  });

  it('prints the usage on --help, exit 0', async () => {
    const { io, out } = capture();
    expect(await conformanceCli(['--help'], io)).toBe(0);
    expect(out.join('\n')).toContain('--allow-writes');
  });

  it('fails every call a platform refuses, with the code, and exits 1', async () => {
    const refuseAll = (async () =>
      Response.json(
        { success: false, errorCode: 'merchant.acct.setup.err', message: 'unknown merchant NOPE' },
        { status: 400, headers: { 'x-request-id': 'abc-1' } },
      )) as typeof fetch;
    const { io, out, err } = capture(refuseAll);
    expect(await conformanceCli(['--base-url', 'http://platform.test', '--merchant', 'NOPE'], io)).toBe(1);
    expect(err).toEqual([]);
    expect(out[0]).toBe('Checking http://platform.test as merchant NOPE, as a visitor only');
    expect(out).toContainEqual(
      expect.stringMatching(
        /^FAIL system\.status: refused merchant\.acct\.setup\.err \(HTTP 400\): unknown merchant NOPE \[X-Request-Id conformance-\w+-\d+ \(platform: abc-1\)\]$/,
      ),
    );
    const failed = out.filter((line) => line.startsWith('FAIL ')).length;
    const skipped = out.filter((line) => line.startsWith('skip ')).length;
    expect(failed).toBeGreaterThan(20);
    expect(out.at(-1)).toBe(`0 passed, ${failed} failed, ${skipped} skipped`);
  });

  it('fails a call whose answer is not JSON, and one whose connection drops after the first answer', async () => {
    let calls = 0;
    const flaky = (async () => {
      calls += 1;
      if (calls === 1) return Response.json({ success: true, value: { modulus: 'ab', exponent: '10001' } });
      if (calls === 2) return new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
      throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
    }) as typeof fetch;
    const { io, out } = capture(flaky);
    expect(await conformanceCli(['--base-url', 'http://platform.test', '--merchant', 'PLAYDECK'], io)).toBe(1);
    expect(out[1]).toBe('pass session.publicKey');
    expect(out[2]).toMatch(/^FAIL session\.captcha: the answer is not JSON \(HTTP 502, text\/html\)/);
    expect(out[3]).toBe('FAIL session.registerSettings: no answer (ECONNRESET)');
  });
});
