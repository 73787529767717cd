import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { BrandConfigError, parseBrandConfig } from './validate';

// Read from disk rather than imported, so the brand library does not depend on the brand projects.
const readBrand = (id: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../../brands/${id}/brand.json`), 'utf8'));
const defaultBrand = readBrand('default');
const luckyBrand = readBrand('lucky');
const FILE = 'brands/x/brand.json';
const clone = (): Record<string, any> => structuredClone(defaultBrand);

function problemsOf(raw: unknown): string[] {
  try {
    parseBrandConfig(raw, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    expect((error as Error).message).toContain(FILE);
    return [...(error as BrandConfigError).problems];
  }
  throw new Error('expected the brand to be rejected');
}

describe('brand schema', () => {
  it('accepts both shipped brands', () => {
    expect(parseBrandConfig(defaultBrand, FILE).languages).toEqual({ default: 'TY', supported: ['TY', 'EN'] });
    const lucky = parseBrandConfig(luckyBrand, FILE);
    expect(lucky).toMatchObject({ minimumAge: 21, languages: { default: 'EN' } });
    expect(lucky.flags).toMatchObject({ MOBILENUMREG3: true, MOBILEVERCODELOGIN3: true, USERNAMEREG3: false });
  });

  it('names the path and the expected type of a wrong-typed flag', () => {
    const brand = clone();
    brand.flags.CBS3 = 'yes';
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^flags\.CBS3: .*expected boolean, received string/)]);
  });

  it('rejects a missing flag and an unknown flag', () => {
    const brand = clone();
    delete brand.flags.GOOGLELOGIN3;
    brand.flags.NEWFLAG3 = true;
    const problems = problemsOf(brand);
    expect(problems).toContainEqual(expect.stringMatching(/^flags\.GOOGLELOGIN3: .*expected boolean, received undefined/));
    expect(problems).toContainEqual(expect.stringMatching(/^flags: .*NEWFLAG3/));
  });

  it('allows only 18 or 21 as the minimum age', () => {
    const brand = clone();
    brand.minimumAge = 19;
    expect(problemsOf(brand)).toEqual(['minimumAge: expected 18 or 21']);
  });

  it("reads each brand's currency", () => {
    expect(parseBrandConfig(defaultBrand, FILE).currency).toEqual({ code: 'VND', symbol: '₫', minorDigits: 2, displayDecimals: 0 });
    expect(parseBrandConfig(luckyBrand, FILE).currency).toEqual({ code: 'PHP', symbol: '₱', minorDigits: 2, displayDecimals: 2 });
  });

  it('requires a currency and says what it holds', () => {
    const brand = clone();
    delete brand.currency;
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^currency: an object \{ code, symbol, minorDigits, displayDecimals \}/)]);
  });

  it('refuses a code that is not ISO 4217, an empty or long symbol and display decimals outside 0 to 2', () => {
    const brand = clone();
    brand.currency = { code: 'vnd', symbol: ' ', minorDigits: 2, displayDecimals: 3 };
    expect(problemsOf(brand)).toEqual([
      'currency.code: an ISO 4217 code: 3 capital letters, such as VND or PHP',
      'currency.symbol: a short currency symbol such as ₫ or $ (1 to 5 characters)',
      'currency.displayDecimals: a whole number of decimals from 0 to 2: no more than the minor unit has',
    ]);
    brand.currency = { code: 'VNDX', symbol: 'dong-s', minorDigits: 2, displayDecimals: 1.5, extra: true };
    const problems = problemsOf(brand);
    expect(problems).toContain('currency.code: an ISO 4217 code: 3 capital letters, such as VND or PHP');
    expect(problems).toContain('currency.symbol: a short currency symbol such as ₫ or $ (1 to 5 characters)');
    expect(problems).toContain('currency.displayDecimals: a whole number of decimals from 0 to 2');
    expect(problems).toContainEqual(expect.stringMatching(/^currency: .*extra/));
  });

  it('refuses a minor unit other than 1/100 and says why', () => {
    for (const minorDigits of [0, 3]) {
      const brand = clone();
      brand.currency.minorDigits = minorDigits;
      expect(problemsOf(brand)).toEqual([
        expect.stringMatching(/^currency\.minorDigits: expected 2: the app and platform keep amounts in minor units of 1\/100/),
      ]);
    }
  });

  it('requires the default language to be supported and each language once', () => {
    const brand = clone();
    brand.languages = { default: 'EN', supported: ['TY', 'TY'] };
    const problems = problemsOf(brand);
    expect(problems).toContainEqual(expect.stringMatching(/^languages\.default: expected one of the supported languages \(TY, TY\)/));
    expect(problems).toContainEqual('languages.supported: expected each language once');
  });

  // Whether a code has a dictionary is loadBrand's check (it reads libs/i18n/src/locales); the schema checks the form.
  it('rejects a language code that is not one', () => {
    const brand = clone();
    brand.languages.supported = ['TY', 'fr'];
    expect(problemsOf(brand)).toContainEqual(expect.stringMatching(/^languages\.supported\[1\]: a platform language code/));
  });

  it('names the colour token that is not a colour', () => {
    const brand = clone();
    brand.theme.colors.primary = 'green';
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^theme\.colors\.primary: a colour/)]);
  });

  it('names a colour whose rgb() or hsl() the contrast check cannot read', () => {
    const brand = clone();
    brand.theme.colors.surface = 'rgb(255, 255)';
    brand.theme.colors.text = 'hsl(not, a, colour)';
    expect(problemsOf(brand)).toEqual([
      expect.stringMatching(/^theme\.colors\.surface: a colour whose rgb\(\)\/hsl\(\) holds 3 or 4 numbers in range/),
      expect.stringMatching(/^theme\.colors\.text: a colour whose rgb\(\)\/hsl\(\) holds 3 or 4 numbers in range/),
    ]);
  });

  it('refuses a theme with a colour pair below WCAG 2.2 AA (Storybook and the generator parse brands with it)', () => {
    const brand = clone();
    brand.theme.colors.text = '#777777';
    brand.theme.colors.background = '#888888';
    const problems = problemsOf(brand);
    expect(problems[0]).toMatch(/^theme\.colors\.text \(#777777\) on theme\.colors\.background \(#888888\) is 1\.26:1, needs 4\.5:1 \(/);
    expect(problems).toContainEqual(
      expect.stringMatching(/^theme\.colors\.text \(#777777\) on theme\.colors\.surface \(#ffffff\) is 4\.47:1/),
    );
    // Fields are checked first: a brand with a bad field reports that, not contrast of colours it may not have.
    brand.minimumAge = 19;
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^minimumAge: /)]);
  });

  it('prints as its problems alone, as Vite shows a build that fails on it', () => {
    const error = new BrandConfigError(FILE, ['theme.colors.text (#777777) on theme.colors.background (#888888) is 1.26:1, needs 4.5:1']);
    expect(inspect(error)).toBe(
      'BrandConfigError: Invalid brand config brands/x/brand.json:\n  - theme.colors.text (#777777) on theme.colors.background (#888888) is 1.26:1, needs 4.5:1',
    );
  });

  it('rejects non-http links, bad domains, bad merchant codes and a missing agent menu key at once', () => {
    const brand = clone();
    brand.links.customerService = 'javascript:alert(1)';
    brand.links.social.facebook = 'ftp://facebook.com/x';
    brand.domains = ['Not A Host'];
    brand.merchantCode = 'has space';
    delete brand.agentMenu.MAILCEN;
    const paths = problemsOf(brand).map((problem) => problem.split(':')[0]);
    expect(paths).toEqual(
      expect.arrayContaining(['links.customerService', 'links.social.facebook', 'domains[0]', 'merchantCode', 'agentMenu.MAILCEN']),
    );
  });

  it('accepts a link that is a path on the platform (the demo pages), and refuses one that could leave it', () => {
    const brand = clone();
    brand.links.customerService = '/wps/demo/customer-service';
    brand.links.liveChat = '/wps/demo/live-chat?room=1';
    brand.links.appDownloads.android = '/wps/demo/app/acme.apk';
    expect(parseBrandConfig(brand, FILE).links.liveChat).toBe('/wps/demo/live-chat?room=1');
    for (const link of ['//evil.example/chat', '/\\evil.example', 'wps/demo/live-chat', '/wps/demo live-chat', 'javascript:alert(1)']) {
      brand.links.liveChat = link;
      expect(
        problemsOf(brand).map((problem) => problem.split(':')[0]),
        link,
      ).toEqual(['links.liveChat']);
    }
  });

  it('rejects a template other than base or new and an image outside assets/', () => {
    const brand = clone();
    brand.templates.deposit = 'fancy';
    brand.theme.images.logo = '../../etc/passwd';
    const paths = problemsOf(brand).map((problem) => problem.split(':')[0]);
    expect(paths).toEqual(['templates.deposit', 'theme.images.logo']);
  });

  it("takes Firebase's web app config as the phone-auth service, and names a wrong field of it", () => {
    const brand = clone();
    const firebase = {
      apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
      authDomain: 'playdeck-web.firebaseapp.com',
      projectId: 'playdeck-web',
      appId: '1:1234567890:web:0a1b2c3d4e',
    };
    brand.signIn = { phoneAuth: firebase };
    expect(parseBrandConfig(brand, FILE).signIn.phoneAuth).toEqual(firebase);
    brand.signIn = { phoneAuth: { ...firebase, appId: 'web-app' } };
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^signIn\.phoneAuth/)]);
    brand.signIn = { phoneAuth: { development: true, apiKey: firebase.apiKey } };
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^signIn\.phoneAuth/)]);
  });

  it('takes the external origins the policy admits as https origins only, each once, and none by default', () => {
    expect(parseBrandConfig(defaultBrand, FILE).externalOrigins).toEqual({ imageCDNs: [], liveChat: [] });
    expect(parseBrandConfig(luckyBrand, FILE).externalOrigins.imageCDNs).toEqual(['https://img.luckystar-cdn.test']);
    const brand = clone();
    brand.externalOrigins = {
      imageCDNs: ['http://cdn.example.com', 'https://cdn.example.com/images'],
      liveChat: ['https://chat.example.com', 'https://chat.example.com'],
    };
    const problems = problemsOf(brand);
    expect(problems).toContainEqual(expect.stringMatching(/^externalOrigins\.imageCDNs\[0\]: an https origin such as/));
    expect(problems).toContainEqual(expect.stringMatching(/^externalOrigins\.imageCDNs\[1\]: an https origin such as/));
    expect(problems).toContainEqual('externalOrigins.liveChat: each origin once');
  });

  it('rejects a document that is not an object', () => {
    expect(problemsOf([])).toEqual([expect.stringMatching(/^\(root\): /)]);
  });
});
