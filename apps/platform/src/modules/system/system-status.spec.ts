import { beforeEach, describe, expect, it } from 'vitest';
import { contract, siteStatusCode } from '@playdeck/api';
import { setMaintenance, setRegionRestriction } from '../../admin/admin-actions';
import { callPlatform, valueOf, type CallOptions } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

describe('system.status', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const status = (options: CallOptions<typeof contract.system.status> = {}) => callPlatform(platform, contract.system.status, options);

  it('answers a normal site with the caller, templates and image CDNs', async () => {
    const value = valueOf(await status({ ip: '203.0.113.7' }));
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '203.0.113.7', country: 'VN' } });
    expect(value.info.customerService).toBe('/wps/demo/customer-service');
    expect(value.info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(value.info.imageCDNs).toEqual(['/wps/static']);
    expect(value.info.resources.appIcon).toBe('/wps/static/app/icon-default.webp');
    expect(siteStatusCode(value)).toBe(0);
  });

  it('takes the country from X-Country, then CF-IPCountry, else VN', async () => {
    expect(valueOf(await status({ headers: { 'x-country': 'th' } })).location.country).toBe('TH');
    expect(valueOf(await status({ headers: { 'cf-ipcountry': 'SG' } })).location.country).toBe('SG');
    expect(valueOf(await status({ headers: { 'x-country': 'PH', 'cf-ipcountry': 'SG' } })).location.country).toBe('PH');
    expect(valueOf(await status({ headers: { 'cf-ipcountry': 'XX' } })).location.country).toBe('VN');
    expect(valueOf(await status({ headers: { 'x-country': 'not a country' } })).location.country).toBe('VN');
  });

  it('answers per merchant: base templates for LUCKYSTAR', async () => {
    const value = valueOf(await status({ merchant: 'LUCKYSTAR' }));
    expect(value.info.mobileTemplate).toEqual({ mem_cen: 0, dep_func: 0 });
    expect(value.info.customerService).toBe('/wps/demo/customer-service');
  });

  it('still answers in maintenance, for that merchant only', async () => {
    await setMaintenance(platform.services, true, 'PLAYDECK');
    const value = valueOf(await status());
    expect(value.maintenance).toBe(true);
    expect(siteStatusCode(value)).toBe(1);
    expect(valueOf(await status({ merchant: 'PLAYDECKtrial' })).maintenance).toBe(true);
    expect(valueOf(await status({ merchant: 'LUCKYSTAR' })).maintenance).toBe(false);
  });

  it('answers region restriction for every caller while it is on', async () => {
    await setRegionRestriction(platform.services, true, 'LUCKYSTAR');
    for (const country of ['VN', 'US', 'GB']) {
      const value = valueOf(await status({ merchant: 'LUCKYSTAR', headers: { 'x-country': country } }));
      expect(value).toMatchObject({ maintenance: false, regionRestriction: true, location: { country } });
      expect(siteStatusCode(value)).toBe(2);
    }
  });

  it('gives maintenance precedence when both are on', async () => {
    await setMaintenance(platform.services, true);
    await setRegionRestriction(platform.services, true);
    const value = valueOf(await status());
    expect(value).toMatchObject({ maintenance: true, regionRestriction: true });
    expect(siteStatusCode(value)).toBe(1);
  });
});

describe('siteStatusCode', () => {
  it('maps the two switches to 0, 1 and 2', () => {
    expect(siteStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(siteStatusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(siteStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(siteStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});
