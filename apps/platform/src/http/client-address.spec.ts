import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { buildPlatformApp } from '../app';
import { loadPlatformConfig } from '../config';
import { callPlatform, valueOf } from '../testing/call-platform';
import { getTestPlatform, type TestPlatform } from '../testing/test-platform';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
const trustedProxies = (TRUST_PROXY: string) => loadPlatformConfig({ TRUST_PROXY }, workspaceRoot).trustedProxies;

describe('TRUST_PROXY', () => {
  it('reads false as none, true as loopback only, and otherwise a list of addresses, CIDRs and range names', () => {
    expect(loadPlatformConfig({}, workspaceRoot).trustedProxies).toEqual([]);
    expect(trustedProxies('false')).toEqual([]);
    expect(trustedProxies('true')).toEqual(['loopback']);
    expect(trustedProxies(' 10.0.0.5, 192.168.0.0/16 ,uniquelocal, fd00::/8 ')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'uniquelocal',
      'fd00::/8',
    ]);
  });

  it('stops the platform on an entry that is not an address, a CIDR or a range name', () => {
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', '*']) {
      expect(() => trustedProxies(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address every per-IP limit uses', () => {
  const apps: FastifyInstance[] = [];
  let shared: TestPlatform;

  beforeAll(async () => {
    shared = await getTestPlatform();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function platformTrusting(list: string[]): Promise<TestPlatform> {
    const app = await buildPlatformApp({ ...shared.services, config: { ...shared.services.config, trustedProxies: list } });
    apps.push(app);
    return { ...shared, app };
  }

  async function seenAs(platform: TestPlatform, socket: string, forwardedFor?: string): Promise<string> {
    const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
    return valueOf(await callPlatform(platform, contract.system.status, { ip: socket, headers })).location.ip;
  }

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const platform = await platformTrusting([]);
    expect(await seenAs(platform, '127.0.0.1', '198.51.100.9')).toBe('127.0.0.1');
    expect(await seenAs(platform, '203.0.113.4', '198.51.100.9')).toBe('203.0.113.4');
  });

  it('takes the right-most hop that is not a trusted proxy, never the client-written left-most one', async () => {
    const platform = await platformTrusting(['loopback']);
    expect(await seenAs(platform, '127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    expect(await seenAs(platform, '127.0.0.1', '6.6.6.6, 198.51.100.9')).toBe('198.51.100.9');
    expect(await seenAs(platform, '127.0.0.1', '6.6.6.6,7.7.7.7 , 198.51.100.9')).toBe('198.51.100.9');
    // A client that reaches the platform directly is its socket, whatever it writes.
    expect(await seenAs(platform, '203.0.113.4', '127.0.0.1, 198.51.100.9')).toBe('203.0.113.4');
  });

  it('ignores an X-Forwarded-For hop that is not an IP address: the socket address stands', async () => {
    const platform = await platformTrusting(['loopback']);
    for (const forwarded of ['unknown', 'evil', '198.51.100.9, not-an-address', '1.2.3.4:5678', '[2001:db8::1]', '', ' ', '<script>']) {
      expect([forwarded, await seenAs(platform, '127.0.0.1', forwarded)]).toEqual([forwarded, '127.0.0.1']);
    }
    // Text a client wrote left of the hop the proxy saw is never read, address or not.
    expect(await seenAs(platform, '127.0.0.1', 'unknown, 198.51.100.9')).toBe('198.51.100.9');
    expect(await seenAs(platform, '127.0.0.1', '2001:db8::7')).toBe('2001:db8::7');
  });

  it('walks back through a chain of trusted proxies (a CDN in front of a balancer)', async () => {
    const platform = await platformTrusting(['loopback', '10.0.0.0/8']);
    expect(await seenAs(platform, '127.0.0.1', '6.6.6.6, 198.51.100.9, 10.1.2.3')).toBe('198.51.100.9');
    // A loopback proxy alone does not vouch for a 10.x hop it did not see when 10.x is untrusted.
    const loopbackOnly = await platformTrusting(['loopback']);
    expect(await seenAs(loopbackOnly, '127.0.0.1', '6.6.6.6, 198.51.100.9, 10.1.2.3')).toBe('10.1.2.3');
  });
});
