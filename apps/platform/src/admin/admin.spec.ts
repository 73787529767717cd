import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { listMerchants, setMaintenance, setModule, setRegionRestriction } from './admin-actions';
import { parseCommand } from './cli';

describe('admin command line', () => {
  it('parses each command with an optional merchant', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ kind: 'maintenance', on: true, merchant: undefined });
    expect(parseCommand(['region', 'off', '--merchant', 'LUCKYSTAR'])).toEqual({ kind: 'region', on: false, merchant: 'LUCKYSTAR' });
    expect(parseCommand(['--merchant', 'PLAYDECK', 'flag', 'CBS3', 'off'])).toEqual({ kind: 'flag', module: 'CBS3', on: false, merchant: 'PLAYDECK' });
    expect(parseCommand(['reset'])).toEqual({ kind: 'reset' });
  });

  it('refuses bad input with a reason', () => {
    expect(() => parseCommand([])).toThrow('no command given');
    expect(() => parseCommand(['maintenance', 'maybe'])).toThrow('expected on or off, got maybe');
    expect(() => parseCommand(['flag'])).toThrow('flag needs a module id');
    expect(() => parseCommand(['status', '--merchant'])).toThrow('--merchant needs a merchant code');
    expect(() => parseCommand(['explode'])).toThrow('unknown command explode');
  });
});

describe('admin actions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const merchant = async (code: string) => (await listMerchants(platform.services)).find((row) => row.code === code)!;

  it('switches maintenance for one merchant and its trial merchant only', async () => {
    await setMaintenance(platform.services, true, 'LUCKYSTAR');
    expect((await merchant('LUCKYSTAR')).maintenance).toBe(true);
    expect((await merchant('LUCKYSTARtrial')).maintenance).toBe(true);
    expect((await merchant('PLAYDECK')).maintenance).toBe(false);
  });

  it('switches region restriction for every merchant when none is named', async () => {
    await setRegionRestriction(platform.services, true);
    expect((await listMerchants(platform.services)).every((row) => row.regionRestriction)).toBe(true);
  });

  it('switches one module and keeps the others', async () => {
    await setModule(platform.services, 'CBS3', false, 'PLAYDECK');
    const modules = (await merchant('PLAYDECK')).modules;
    expect(modules.CBS3).toBe(false);
    expect(modules.CHNGPASSVERIF3).toBe(true);
    await expect(setModule(platform.services, 'drop table', true)).rejects.toThrow('is not a module id');
    await expect(setMaintenance(platform.services, true, 'NOPE')).rejects.toThrow('unknown merchant NOPE');
  });

  it('is reachable over HTTP from this machine only', async () => {
    const local = await platform.app.inject({ method: 'POST', url: '/__admin/maintenance', payload: { on: true, merchant: 'PLAYDECK' } });
    expect(local.json()).toMatchObject({ success: true });
    expect((await merchant('PLAYDECK')).maintenance).toBe(true);
    const remote = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const bad = await platform.app.inject({ method: 'POST', url: '/__admin/region', payload: { on: 'yes' } });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('reset brings back the seeded world', async () => {
    await setMaintenance(platform.services, true);
    const reset = await platform.app.inject({ method: 'POST', url: '/__admin/reset' });
    expect(reset.json()).toMatchObject({ success: true });
    expect((await listMerchants(platform.services)).some((row) => row.maintenance)).toBe(false);
    expect(valueOf(await callPlatform(platform, contract.session.publicKey)).exponent).toBe('10001');
  });
});
