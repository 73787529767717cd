import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNavigableUrl } from '@playdeck/routes';
import { RESPONSIBLE_GAMING_CONTROLS } from './constants';
import { BrandConfigError, parseBrandConfig } from './validate';

const readBrand = (id: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../../brands/${id}/brand.json`), 'utf8'));
const FILE = 'brands/x/brand.json';
const clone = (): Record<string, any> => structuredClone(readBrand('default'));

function problemsOf(raw: unknown): string[] {
  try {
    parseBrandConfig(raw, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return [...(error as BrandConfigError).problems];
  }
  throw new Error('expected the brand to be rejected');
}

const helplineOf = (brand: Record<string, any>, url: string) => {
  brand.responsibleGaming.pages.EN.helpline.url = url;
  return brand;
};

describe('brand.json responsibleGaming', () => {
  it("reads each shipped brand's rules: every control, no limit at registration, a helpline per language", () => {
    const playdeck = parseBrandConfig(readBrand('default'), FILE).responsibleGaming;
    const lucky = parseBrandConfig(readBrand('lucky'), FILE).responsibleGaming;
    expect(playdeck.controls).toEqual([...RESPONSIBLE_GAMING_CONTROLS]);
    expect(playdeck.depositLimitAtRegistration).toBe(false);
    expect(Object.keys(playdeck.pages).sort()).toEqual(['EN', 'TY']);
    expect(Object.keys(lucky.pages).sort()).toEqual(['EN', 'TH', 'TY']);
    // Each brand sends its players to its own market's helpline.
    expect(lucky.pages.EN!.helpline).not.toEqual(playdeck.pages.EN!.helpline);
    expect(lucky.pages.EN!.helpline.phone).toBe('1553');
  });

  it('gives a brand folder without the section every control, no limit at registration and no page', () => {
    const brand = clone();
    delete brand.responsibleGaming;
    expect(parseBrandConfig(brand, FILE).responsibleGaming).toEqual({
      controls: ['depositLimit', 'lossLimit', 'realityCheck', 'timeOut', 'selfExclusion'],
      depositLimitAtRegistration: false,
      pages: {},
    });
    brand.responsibleGaming = { pages: { EN: { helpline: { name: 'Help', phone: '+63 2 8888 0000' } } } };
    const rules = parseBrandConfig(brand, FILE).responsibleGaming;
    expect(rules.controls).toHaveLength(5);
    expect(rules.pages.EN).toEqual({ helpline: { name: 'Help', phone: '+63 2 8888 0000' }, links: [] });
  });

  it('names an unknown control, a repeated one and an empty list', () => {
    const brand = clone();
    brand.responsibleGaming.controls = ['depositLimit', 'coolOff'];
    expect(problemsOf(brand)).toEqual([
      'responsibleGaming.controls[1]: one of depositLimit, lossLimit, realityCheck, timeOut, selfExclusion',
    ]);
    brand.responsibleGaming.controls = ['timeOut', 'timeOut'];
    expect(problemsOf(brand)).toEqual(['responsibleGaming.controls: each control once']);
    brand.responsibleGaming.controls = [];
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^responsibleGaming\.controls: at least one control/)]);
  });

  it('asks for a deposit limit at registration only where the brand offers deposit limits', () => {
    const brand = clone();
    brand.responsibleGaming.depositLimitAtRegistration = true;
    expect(parseBrandConfig(brand, FILE).responsibleGaming.depositLimitAtRegistration).toBe(true);
    brand.responsibleGaming.controls = ['timeOut', 'selfExclusion'];
    expect(problemsOf(brand)).toEqual([
      'responsibleGaming.depositLimitAtRegistration: depositLimitAtRegistration needs "depositLimit" in controls',
    ]);
    brand.responsibleGaming.depositLimitAtRegistration = 'yes';
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^responsibleGaming\.depositLimitAtRegistration: .*expected boolean/)]);
  });

  it('refuses a helpline or link URL that is not http(s), or that the app would not open', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://help.example.org',
      'https://user:secret@help.example.org',
      'https:help.example.org',
      'https:/help.example.org',
      'https://help.example.org\\x',
      'not a url',
    ]) {
      expect(problemsOf(helplineOf(clone(), url)), url).toEqual([
        expect.stringMatching(/^responsibleGaming\.pages\.EN\.helpline\.url: an http\(s\) URL/),
      ]);
    }
    const brand = clone();
    brand.responsibleGaming.pages.TY.links[1].url = '//evil.example/x';
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^responsibleGaming\.pages\.TY\.links\[1\]\.url: an http\(s\) URL/)]);
  });

  it("agrees with the app's URL check (libs/routes navigable-url) on every URL it accepts or refuses", () => {
    const urls = [
      'https://www.gamblingtherapy.org',
      'http://help.example.org/path?q=1#top',
      'HTTPS://HELP.EXAMPLE.ORG',
      'https://user@help.example.org',
      'https://:pass@help.example.org',
      'https:help.example.org',
      'https:///help.example.org',
      'https://help.example.org/a b',
      'https://help.exa\tmple.org/',
      'https://help.example.org\\@evil.example',
      'javascript://help.example.org/%0aalert(1)',
      'mailto:help@example.org',
      'tel:1553',
      'data:text/html,x',
    ];
    for (const url of urls) {
      const brand = helplineOf(clone(), url);
      let accepted = true;
      try {
        parseBrandConfig(brand, FILE);
      } catch {
        accepted = false;
      }
      expect(accepted, url).toBe(checkNavigableUrl(url).kind === 'external');
    }
  });

  it('needs a helpline name and a phone number or URL, and a label for each link', () => {
    const brand = clone();
    brand.responsibleGaming.pages.EN = { helpline: { name: ' ' }, links: [{ label: '', url: 'https://example.org' }] };
    expect(problemsOf(brand)).toEqual([
      "responsibleGaming.pages.EN.helpline.name: the helpline's name (1 to 80 characters)",
      'responsibleGaming.pages.EN.helpline: a phone number, a URL or both',
      'responsibleGaming.pages.EN.links[0].label: a label of 1 to 80 characters',
    ]);
    brand.responsibleGaming.pages.EN = { helpline: { name: 'Help', phone: 'call us' } };
    expect(problemsOf(brand)).toEqual([expect.stringMatching(/^responsibleGaming\.pages\.EN\.helpline\.phone: a phone number of digits/)]);
  });

  it('takes pages only for languages the brand supports, and no unknown field', () => {
    const brand = clone();
    brand.responsibleGaming.pages.TH = brand.responsibleGaming.pages.EN;
    brand.responsibleGaming.pages.fr = brand.responsibleGaming.pages.EN;
    brand.responsibleGaming.hotline = '1553';
    const problems = problemsOf(brand);
    expect(problems).toContainEqual(expect.stringMatching(/^responsibleGaming\.pages\.fr: a platform language code/));
    expect(problems).toContainEqual(expect.stringMatching(/^responsibleGaming: .*hotline/));
    delete brand.responsibleGaming.hotline;
    delete brand.responsibleGaming.pages.fr;
    expect(problemsOf(brand)).toEqual(['responsibleGaming.pages.TH: a page for one of the supported languages (TY, EN)']);
  });
});
