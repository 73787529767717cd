import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { parseCommand } from './cli';
import { setImageCdns } from './image-cdn-actions';

/*
 * Issue 17 item 3: the development platform names more than one image CDN (status info.imageCDNs), so the
 * app's pick-one-and-fall-back can be seen working against it.
 */
describe('image CDNs an operator names', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const statusCdns = async (merchant?: string) =>
    valueOf(await callPlatform(platform, contract.system.status, { merchant })).info.imageCDNs;
  const settingsCdns = async (merchant?: string) =>
    valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant })).imageCDNs;
  const command = (payload: unknown) =>
    platform.app.inject({ method: 'POST', url: '/__admin/image-cdns', headers: adminHeaders(platform), payload: payload as object });

  it('answers the platform alone until an operator names a list', async () => {
    expect(await statusCdns()).toEqual(['/wps/static']);
    expect(await settingsCdns('LUCKYSTAR')).toEqual(['/wps/static']);
  });

  it("names one merchant's list in its status and settings (its trial merchant's too), and default gives it back", async () => {
    // Read first, so the answers are cached: the command must drop them.
    expect(await statusCdns('PLAYDECK')).toEqual(['/wps/static']);
    expect(await settingsCdns('PLAYDECK')).toEqual(['/wps/static']);
    const answer = await command({ cdns: ['/wps/cdn-offline/', 'https://img.playdeck.test/static', '/wps/static'], merchant: 'PLAYDECK' });
    expect(answer.json()).toEqual({
      success: true,
      value: [{ merchant: 'PLAYDECK', imageCDNs: ['/wps/cdn-offline', 'https://img.playdeck.test/static', '/wps/static'] }],
    });
    const named = ['/wps/cdn-offline', 'https://img.playdeck.test/static', '/wps/static'];
    expect(await statusCdns('PLAYDECK')).toEqual(named);
    expect(await settingsCdns('PLAYDECK')).toEqual(named);
    expect(await statusCdns('PLAYDECKtrial')).toEqual(named);
    expect(await statusCdns('LUCKYSTAR')).toEqual(['/wps/static']);

    expect((await command({ cdns: 'default', merchant: 'PLAYDECK' })).json()).toMatchObject({ success: true });
    expect(await statusCdns('PLAYDECK')).toEqual(['/wps/static']);
    expect(await settingsCdns('PLAYDECK')).toEqual(['/wps/static']);
  });

  it('names every real merchant’s list when no merchant is given', async () => {
    const states = await setImageCdns(platform.services, ['/wps/static', '/wps/mirror']);
    expect(states.map((state) => state.merchant)).toEqual(['PLAYDECK', 'LUCKYSTAR']);
    expect(await statusCdns('LUCKYSTAR')).toEqual(['/wps/static', '/wps/mirror']);
  });

  it('refuses what is not a list of base URLs, and an unknown merchant, changing nothing', async () => {
    for (const cdns of [
      [],
      ['javascript:alert(1)'],
      ['//evil.example/static'],
      ['/wps/static?x=1'],
      ['wps/static'],
      ['/wps/static', '/wps/static'],
      ['/a', '/b', '/c', '/d', '/e', '/f'],
    ]) {
      const answer = await command({ cdns, merchant: 'PLAYDECK' });
      expect(answer.statusCode, JSON.stringify(cdns)).toBe(400);
      expect(answer.json(), JSON.stringify(cdns)).toMatchObject({ success: false });
    }
    await expect(setImageCdns(platform.services, ['/wps/static'], 'NOPE')).rejects.toThrow('unknown merchant NOPE');
    await expect(setImageCdns(platform.services, ['/wps/static'], 'PLAYDECKtrial')).rejects.toThrow('unknown merchant PLAYDECKtrial');
    expect(await statusCdns('PLAYDECK')).toEqual(['/wps/static']);
  });

  it('parses the command line', () => {
    expect(parseCommand(['image-cdns', '/wps/cdn-offline', '/wps/static', '--merchant', 'PLAYDECK'])).toEqual({
      kind: 'image-cdns',
      cdns: ['/wps/cdn-offline', '/wps/static'],
      merchant: 'PLAYDECK',
    });
    expect(parseCommand(['image-cdns', 'default'])).toEqual({ kind: 'image-cdns', cdns: 'default', merchant: undefined });
    expect(() => parseCommand(['image-cdns'])).toThrow('image-cdns needs base URLs');
    expect(() => parseCommand(['image-cdns', '/wps/static', '--id', '3'])).toThrow('image-cdns takes no --id');
  });
});
