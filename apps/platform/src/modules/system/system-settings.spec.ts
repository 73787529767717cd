import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, whitelabelFlags } from '@playdeck/api';
import { setModule } from '../../admin/admin-actions';
import { merchants, merchantSettings } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

describe('system settings calls', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  describe('system.whitelabel', () => {
    it('groups the brand flags under parent modules, with string flags', async () => {
      const tree = valueOf(await callPlatform(platform, contract.system.whitelabel));
      const reg = tree.find((node) => node.modId === 'REG3')!;
      expect(reg.enabled).toBe('1');
      expect(reg.childrenNodes.map((node) => [node.modId, node.enabled])).toEqual([
        ['USERNAMEREG3', '1'],
        ['MOBILENUMREG3', '0'],
        ['MOBILENUMPASSREG3', '0'],
        ['REGMOBVERF3', '0'],
      ]);
      const agentMenu = tree.find((node) => node.modId === 'AGENTMENU3')!;
      expect(agentMenu.childrenNodes.map((node) => node.modId)).toContain('MAILCEN');
      const flags = whitelabelFlags(tree);
      expect(flags).toMatchObject({ CBS3: true, CHNGPASSVERIF3: true, FREEPLAY3: true, PWDEXPFORCECHANGE3: false, MAILCEN: true });
    });

    it('answers each merchant its own flags', async () => {
      const flags = whitelabelFlags(valueOf(await callPlatform(platform, contract.system.whitelabel, { merchant: 'LUCKYSTAR' })));
      expect(flags).toMatchObject({
        USERNAMEREG3: false,
        MOBILENUMREG3: true,
        MOBILEVERCODELOGIN3: true,
        CBS3: false,
        MAILCEN: false,
        AGEPAG: true,
      });
    });

    it('follows the admin switches, a parent switching its children off, and lists unknown modules at the top level', async () => {
      await setModule(platform.services, 'CBS3', false, 'PLAYDECK');
      await setModule(platform.services, 'REG3', false, 'PLAYDECK');
      await setModule(platform.services, 'NEWTHING3', true, 'PLAYDECK');
      const tree = valueOf(await callPlatform(platform, contract.system.whitelabel));
      const flags = whitelabelFlags(tree);
      expect(flags).toMatchObject({ CBS3: false, REG3: false, USERNAMEREG3: false, NEWTHING3: true });
      expect(tree.find((node) => node.modId === 'REG3')!.childrenNodes.find((node) => node.modId === 'USERNAMEREG3')!.enabled).toBe('1');
      expect(tree.at(-1)).toEqual({ modId: 'NEWTHING3', enabled: '1', childrenNodes: [] });
    });
  });

  describe('system.consolidatedSettings', () => {
    it('answers currency, age, languages and links from the brand', async () => {
      const value = valueOf(await callPlatform(platform, contract.system.consolidatedSettings));
      expect(value).toMatchObject({
        merchantCode: 'PLAYDECK',
        currency: 'VND',
        currencySymbol: '₫',
        minimumAge: 18,
        languages: { default: 'TY', supported: ['TY', 'EN'] },
        customerService: '/wps/demo/customer-service',
        affiliateLink: '/wps/demo/affiliate',
        mobileprovisionCDN: '/wps/demo/app/playdeck.mobileconfig',
        vendorIconCDN: '/wps/static/vendors/default/',
        imageCDNs: ['/wps/static'],
      });
      expect(value.socialLinks.map((link) => link.type)).toEqual(['facebook', 'youtube', 'zalo', 'telegram']);
      expect(value.downloadLinks.map((link) => link.resourceType)).toEqual([
        'IOS',
        'Android',
        'MOBILECONFIG',
        'AppDownloadIcon',
        'AFFILIATES',
      ]);
      expect(value.customerServiceList.length).toBeGreaterThan(1);
      const vendorIcon = await platform.app.inject({ method: 'GET', url: `${value.vendorIconCDN}RNG-JL.png` });
      expect(vendorIcon.statusCode).toBe(200);
    });

    it('answers LUCKYSTAR its own brand, and a trial merchant its parent settings', async () => {
      const lucky = valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant: 'LUCKYSTAR' }));
      expect(lucky).toMatchObject({ minimumAge: 21, languages: { default: 'EN' }, affiliateLink: null, mobileprovisionCDN: null });
      expect(lucky).toMatchObject({ currency: 'PHP', currencySymbol: '₱' });
      const trial = valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant: 'LUCKYSTARtrial' }));
      expect(trial).toMatchObject({ merchantCode: 'LUCKYSTARtrial', currency: 'PHP', currencySymbol: '₱', minimumAge: 21 });
    });

    it('seeds each merchant with its brand.json currency, display decimals included', async () => {
      const rows = await platform.services.db
        .select({
          code: merchants.code,
          currency: merchantSettings.currency,
          currencySymbol: merchantSettings.currencySymbol,
          displayDecimals: merchantSettings.displayDecimals,
        })
        .from(merchantSettings)
        .innerJoin(merchants, eq(merchants.id, merchantSettings.merchantId));
      for (const brand of platform.services.brands) {
        const { code, symbol, displayDecimals } = brand.config.currency;
        expect(rows.find((row) => row.code === brand.config.merchantCode)).toEqual({
          code: brand.config.merchantCode,
          currency: code,
          currencySymbol: symbol,
          displayDecimals,
        });
      }
      expect(rows.find((row) => row.code === 'PLAYDECK')).toMatchObject({ currency: 'VND', currencySymbol: '₫', displayDecimals: 0 });
      expect(rows.find((row) => row.code === 'LUCKYSTAR')).toMatchObject({ currency: 'PHP', currencySymbol: '₱', displayDecimals: 2 });
    });
  });

  it('system.domainRoute answers the brand domains and API origin', async () => {
    expect(valueOf(await callPlatform(platform, contract.system.domainRoute))).toEqual({
      merchantCode: 'PLAYDECK',
      domains: ['localhost', 'm.playdeck.test'],
      apiOrigin: '',
    });
    expect(valueOf(await callPlatform(platform, contract.system.domainRoute, { merchant: 'LUCKYSTAR' })).domains).toContain(
      'm.luckystar.test',
    );
  });

  it('system.countries answers dialing codes with names in the request language', async () => {
    const english = valueOf(await callPlatform(platform, contract.system.countries, { headers: { language: 'EN' } }));
    expect(english[0]).toEqual({ code: 'VN', name: 'Vietnam', dialingCode: '84' });
    expect(english.find((country) => country.code === 'TH')!.dialingCode).toBe('66');
    const vietnamese = valueOf(await callPlatform(platform, contract.system.countries, { headers: { language: 'TY' } }));
    expect(vietnamese[0]!.name).toBe('Việt Nam');
  });

  describe('customer service', () => {
    it('lists opaque paths with localised titles and resolves them to the channel', async () => {
      const list = valueOf(await callPlatform(platform, contract.system.customerService, { headers: { language: 'EN' } }));
      expect(list[0]!.title).toBe('Live chat 24/7');
      for (const item of list) expect(item.path).not.toMatch(/[:/.]/);
      const link = valueOf(await callPlatform(platform, contract.system.customerServiceLink, { query: { path: list[0]!.path } }));
      expect(link.url).toBe('/wps/demo/live-chat');
      const titles = valueOf(await callPlatform(platform, contract.system.customerService, { headers: { language: 'TY' } })).map(
        (item) => item.title,
      );
      expect(titles).toContain('Chat trực tuyến 24/7');
    });

    it("does not resolve another merchant's path, and refuses malformed ones", async () => {
      const [lucky] = valueOf(await callPlatform(platform, contract.system.customerService, { merchant: 'LUCKYSTAR' }));
      const luckyLink = valueOf(
        await callPlatform(platform, contract.system.customerServiceLink, { merchant: 'LUCKYSTAR', query: { path: lucky!.path } }),
      );
      expect(luckyLink.url).toBe('/wps/demo/live-chat');
      const cross = await callPlatform(platform, contract.system.customerServiceLink, { query: { path: lucky!.path } });
      expect(errorOf(cross)).toMatchObject({ status: 404, errorCode: 'not.found' });
      expect(errorOf(await callPlatform(platform, contract.system.customerServiceLink, { query: { path: '../x' } })).errorCode).toBe(
        'request_param_err',
      );
      expect(errorOf(await callPlatform(platform, contract.system.customerServiceLink)).errorCode).toBe('request_param_err');
    });
  });

  describe('download and social links', () => {
    it('lists only the types the brand has a link for', async () => {
      const playdeck = valueOf(await callPlatform(platform, contract.system.downloadLinks));
      // The app links carry the version they serve (brand.json latestVersion): older native shells ask to update.
      expect(playdeck).toContainEqual({ resourceType: 'IOS', url: '/wps/demo/app/playdeck.ipa', version: '2.4.0' });
      expect(playdeck).toContainEqual({ resourceType: 'AFFILIATES', url: '/wps/demo/affiliate' });
      const lucky = valueOf(await callPlatform(platform, contract.system.downloadLinks, { merchant: 'LUCKYSTAR' }));
      expect(lucky).toEqual([
        { resourceType: 'Android', url: '/wps/demo/app/luckystar.apk', version: '2.4.0' },
        { resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon-lucky.webp' },
      ]);
    });

    it('answers social links in the spec order', async () => {
      expect(valueOf(await callPlatform(platform, contract.system.socialLinks, { merchant: 'LUCKYSTAR' }))).toEqual([
        { type: 'tiktok', url: 'https://tiktok.com/@luckystar' },
        { type: 'instagram', url: 'https://instagram.com/luckystar' },
        { type: 'twitter', url: 'https://twitter.com/luckystar' },
      ]);
      expect(valueOf(await callPlatform(platform, contract.system.socialLinks)).map((link) => link.type)).toEqual([
        'facebook',
        'youtube',
        'zalo',
        'telegram',
      ]);
    });
  });
});
