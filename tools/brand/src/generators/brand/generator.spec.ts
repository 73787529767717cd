import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { logger, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRAST_PAIRS, failingContrastPairs, parseBrandConfig } from '@playdeck/brand/schema';
import { brandGenerator, type BrandGeneratorSchema } from './generator';

const workspaceRoot = path.resolve(__dirname, '../../../../..');
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#f59e0b"/><text x="48" y="27" font-size="18" fill="#fff">Acme</text></svg>';
let logoPng: Buffer;

function copyFromDisk(tree: Tree, relativeDir: string): void {
  for (const entry of readdirSync(path.join(workspaceRoot, relativeDir))) {
    const relative = path.posix.join(relativeDir, entry);
    if (statSync(path.join(workspaceRoot, relative)).isDirectory()) copyFromDisk(tree, relative);
    else tree.write(relative, readFileSync(path.join(workspaceRoot, relative)));
  }
}

const json = (tree: Tree, file: string) => JSON.parse(tree.read(file, 'utf-8')!);

describe('brand generator', () => {
  let tree: Tree;
  const options: BrandGeneratorSchema = {
    id: 'acme',
    name: 'Acme Play',
    merchantCode: 'ACME',
    domain: 'M.Acme.test',
    primaryColor: '#7c3aed',
    languages: ['EN', 'TY'],
    defaultLanguage: 'EN',
    minAge: 21,
    logo: 'incoming/logo.svg',
    customerService: 'https://help.acme.test/chat',
  };

  beforeAll(async () => {
    logoPng = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0b1f44' } })
      .png()
      .toBuffer();
  });

  beforeEach(() => {
    tree = createTreeWithEmptyWorkspace();
    copyFromDisk(tree, 'brands/default');
    copyFromDisk(tree, 'brands/lucky');
    copyFromDisk(tree, 'libs/i18n/src/locales/en');
    copyFromDisk(tree, 'libs/i18n/src/locales/ty');
    copyFromDisk(tree, 'libs/i18n/src/locales/th');
    tree.write('incoming/logo.svg', LOGO_SVG);
    tree.write('incoming/logo.png', logoPng);
    tree.write('incoming/photo.jpg', 'not used');
    tree.write('incoming/fake.svg', 'hello, I am not a picture');
    tree.write('incoming/broken.png', Buffer.concat([logoPng.subarray(0, 8), Buffer.from('truncated')]));
  });

  it('writes a complete brand that the build schema accepts', async () => {
    const printNextSteps = await brandGenerator(tree, options);
    const created = json(tree, 'brands/acme/brand.json');
    expect(() => parseBrandConfig(created, 'brands/acme/brand.json')).not.toThrow();
    expect(created).toMatchObject({
      $schema: '../brand.schema.json',
      id: 'acme',
      name: 'Acme Play',
      merchantCode: 'ACME',
      domains: ['m.acme.test', 'acme.localhost'],
      languages: { default: 'EN', supported: ['EN', 'TY'] },
      minimumAge: 21,
    });
    // The build draws the icons from the logo; the base brand's icon art, if any, is not carried over.
    expect(created).not.toHaveProperty('icons');
    expect(created.theme.colors.primary).toBe('#7c3aed');
    expect(failingContrastPairs(created.theme.colors)).toEqual([]);
    expect(typeof printNextSteps).toBe('function');
  });

  it("without a customer-service link, points at the reference platform's demo customer service and live chat", async () => {
    await brandGenerator(tree, { ...options, customerService: undefined });
    expect(json(tree, 'brands/acme/brand.json').links).toEqual({
      customerService: '/wps/demo/customer-service',
      liveChat: '/wps/demo/live-chat',
      appDownloads: {},
      social: {},
    });
  });

  it("carries over the base brand's settings but none of its operator's content", async () => {
    await brandGenerator(tree, options);
    const created = json(tree, 'brands/acme/brand.json');
    const base = json(tree, 'brands/default/brand.json');
    expect(created.flags).toEqual(base.flags);
    expect(created.templates).toEqual(base.templates);
    expect(created.theme.typography).toEqual(base.theme.typography);
    expect(created.links).toEqual({ customerService: 'https://help.acme.test/chat', appDownloads: {}, social: {} });
    expect(created.licence).toBe('');
    const folder = JSON.stringify(
      tree
        .listChanges()
        .filter((change) => change.path.startsWith('brands/acme/') && !change.path.endsWith('.png'))
        .map((change) => change.content!.toString('utf8')),
    );
    expect(folder).not.toMatch(/playdeck(?!.*schema)/i);
    expect(folder).not.toContain('Curaçao');
  });

  it("says what was derived, what is still the operator's to fill in and what to run next", async () => {
    const logged: string[] = [];
    const info = vi.spyOn(logger, 'info').mockImplementation((message) => void logged.push(String(message)));
    (await brandGenerator(tree, { ...options, primaryColor: '#808080' }))();
    info.mockRestore();
    const text = logged.join('\n');
    expect(text).toContain('Created brands/acme: Acme Play, merchant ACME, m.acme.test and acme.localhost.');
    expect(text).toContain(
      `Theme: light, derived from #808080; ${CONTRAST_PAIRS.length} of ${CONTRAST_PAIRS.length} contrast pairs pass WCAG 2.2 AA.`,
    );
    expect(text).toMatch(/The primary colour became #[0-9a-f]{6} \(same hue, darker\): #808080 does not reach 4\.5:1/);
    expect(text).toContain('"licence" is empty');
    expect(text).toContain('signIn.facebook: the development adapter');
    expect(text).toContain('npm run brand:check -- acme');
    expect(text).toContain('npm run visual -- --brand acme --accept');
    expect(text).toContain('npx nx run brand-acme:build');
    expect(text).toContain('http://acme.localhost:8080/m/');
  });

  it("writes responsible-gaming rules: the base brand's controls and its helplines for the new brand's languages only", async () => {
    const logged: string[] = [];
    const info = vi.spyOn(logger, 'info').mockImplementation((message) => void logged.push(String(message)));
    (await brandGenerator(tree, { ...options, languages: ['EN', 'TH'] }))();
    info.mockRestore();
    const created = json(tree, 'brands/acme/brand.json');
    const base = json(tree, 'brands/default/brand.json');
    expect(parseBrandConfig(created, 'brands/acme/brand.json').responsibleGaming).toEqual({
      controls: base.responsibleGaming.controls,
      depositLimitAtRegistration: false,
      pages: { EN: base.responsibleGaming.pages.EN },
    });
    const text = logged.join('\n');
    expect(text).toContain(
      "responsibleGaming: the base brand's controls and registration rule, and its helplines for EN: check each serves your market.",
    );
    expect(text).toContain('responsibleGaming.pages has no helpline for TH');
  });

  it('gives a brand made from a base without responsible-gaming rules every control and no page', async () => {
    const lucky = json(tree, 'brands/lucky/brand.json');
    delete lucky.responsibleGaming;
    tree.write('brands/lucky/brand.json', JSON.stringify(lucky));
    await brandGenerator(tree, { ...options, from: 'lucky' });
    expect(json(tree, 'brands/acme/brand.json').responsibleGaming).toEqual({
      controls: ['depositLimit', 'lossLimit', 'realityCheck', 'timeOut', 'selfExclusion'],
      depositLimitAtRegistration: false,
      pages: {},
    });
  });

  it('takes the licence when given', async () => {
    await brandGenerator(tree, { ...options, licence: 'Acme holds licence 42.' });
    expect(json(tree, 'brands/acme/brand.json').licence).toBe('Acme holds licence 42.');
  });

  it('copies the logo and leaves drawing the icons to the build', async () => {
    await brandGenerator(tree, options);
    expect(tree.read('brands/acme/assets/logo.svg', 'utf-8')).toBe(LOGO_SVG);
    expect(tree.children('brands/acme/assets').sort()).toEqual(['default-banner.svg', 'default-game.svg', 'hero-banner.svg', 'logo.svg']);
  });

  it('takes a PNG logo', async () => {
    await brandGenerator(tree, { ...options, logo: 'incoming/logo.png' });
    expect(json(tree, 'brands/acme/brand.json').theme.images.logo).toBe('assets/logo.png');
    expect(tree.read('brands/acme/assets/logo.png')!.equals(logoPng)).toBe(true);
  });

  it('writes banners that name this brand and locale overrides for its languages only', async () => {
    await brandGenerator(tree, { ...options, languages: ['EN'], defaultLanguage: undefined });
    expect(tree.read('brands/acme/assets/hero-banner.svg', 'utf-8')).toContain('>Acme Play<');
    expect(tree.read('brands/acme/assets/default-banner.svg', 'utf-8')).toContain('>Acme Play<');
    expect(json(tree, 'brands/acme/locales/en.json')).toEqual({ footer_copyright: '© {{year}} Acme Play. All rights reserved.' });
    expect(tree.exists('brands/acme/locales/ty.json')).toBe(false);
    expect(json(tree, 'brands/acme/brand.json').languages).toEqual({ default: 'EN', supported: ['EN'] });
  });

  it('escapes a name with markup in the banners', async () => {
    await brandGenerator(tree, { ...options, name: 'A&B <Play>' });
    expect(tree.read('brands/acme/assets/hero-banner.svg', 'utf-8')).toContain('>A&amp;B &lt;Play&gt;<');
  });

  it('derives a dark theme for a light primary colour and still passes contrast', async () => {
    await brandGenerator(tree, { ...options, primaryColor: '#ffe066' });
    const { colors } = json(tree, 'brands/acme/brand.json').theme;
    expect(colors.primary).toBe('#ffe066');
    expect(failingContrastPairs(colors)).toEqual([]);
  });

  it('accepts the camelCase option names and a minimum age typed as text', async () => {
    await brandGenerator(tree, { ...options, minAge: '18', languages: 'ty,en' });
    expect(json(tree, 'brands/acme/brand.json')).toMatchObject({ minimumAge: 18, languages: { default: 'EN', supported: ['TY', 'EN'] } });
  });

  describe('refuses, naming the option and what is allowed, and writes nothing', () => {
    const refusals: [string, BrandGeneratorSchema, RegExp][] = [
      [
        'a missing logo file',
        { logo: 'incoming/nope.svg' },
        /--logo: cannot read "incoming\/nope\.svg": there is no such file; .*\.svg or \.png/,
      ],
      ['a logo that is not svg or png', { logo: 'incoming/photo.jpg' }, /--logo: "incoming\/photo\.jpg" is not an \.svg or \.png file/],
      ['an .svg that is not an SVG', { logo: 'incoming/fake.svg' }, /--logo: "incoming\/fake\.svg" is not an SVG image/],
      ['a PNG that does not decode', { logo: 'incoming/broken.png' }, /--logo: "incoming\/broken\.png" is not a readable PNG image/],
      ['no logo', { logo: undefined }, /--logo: missing; .*\.svg or \.png/],
      ['a colour that is not a colour', { primaryColor: 'notacolour' }, /--primary-color: "notacolour" is not a colour; give #rrggbb/],
      ['a translucent colour', { primaryColor: '#7c3aed80' }, /--primary-color: "#7c3aed80" is not an opaque colour/],
      ['an id another brand has', { id: 'lucky' }, /<id> \(the first argument\): brands\/lucky already exists/],
      [
        'an id brand.json does not allow',
        { id: 'Acme!' },
        /<id> \(the first argument\): "Acme!" is not allowed; use 2-32 lower-case letters/,
      ],
      ['a domain another brand has', { domain: 'M.LuckyStar.test' }, /--domain: "m\.luckystar\.test" is already a domain of brand "lucky"/],
      ['a domain that is not a host name', { domain: 'https://acme.test/' }, /--domain: "https:\/\/acme\.test\/" is not a host name/],
      [
        'a merchant code another brand has',
        { merchantCode: 'luckystar' },
        /--merchant-code: "luckystar" is already the merchant code of brand "lucky"/,
      ],
      [
        'a merchant code brand.json does not allow',
        { merchantCode: 'no spaces!' },
        /--merchant-code: "no spaces!" is not allowed; use 2-32 letters/,
      ],
      ['an age other than 18 or 21', { minAge: 19 }, /--min-age: "19" is not allowed; the minimum age is 18 or 21/],
      [
        'a language the product does not ship',
        { languages: ['EN', 'FR'] },
        /--languages: "FR" has no dictionary \(libs\/i18n\/src\/locales\/<code>, see docs\/languages.md\); choose from EN, TH, TY/,
      ],
      [
        'a default language outside --languages',
        { languages: ['EN'], defaultLanguage: 'TY' },
        /--default-language: "TY" is not one of --languages \(EN\)/,
      ],
      [
        'a customer-service link that is not a URL',
        { customerService: 'help desk' },
        /--customer-service: "help desk" is not an http\(s\) URL/,
      ],
      ['a missing name', { name: ' ' }, /--name: missing; give the name players see/],
    ];

    for (const [label, change, message] of refusals) {
      it(label, async () => {
        const before = tree.listChanges().map((change) => change.path);
        const error = await brandGenerator(tree, { ...options, ...change }).catch((caught: Error) => caught);
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toMatch(/nothing was written/);
        expect((error as Error).message).toMatch(message);
        // One line per refused option: this one alone.
        expect((error as Error).message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(1);
        expect(tree.listChanges().map((change) => change.path)).toEqual(before);
        expect(tree.exists('brands/acme/brand.json')).toBe(false);
      });
    }

    it('every refused option at once, one line each', async () => {
      const error = await brandGenerator(tree, { id: 'default', primaryColor: 'blue-ish', minAge: 16, logo: 'x.gif' }).catch(
        (caught: Error) => caught,
      );
      expect(
        (error as Error).message
          .split('\n')
          .filter((line) => line.startsWith('  - '))
          .map((line) => line.slice(4).split(':')[0]),
      ).toEqual(['<id> (the first argument)', '--name', '--merchant-code', '--domain', '--primary-color', '--min-age', '--logo']);
    });

    it('a missing base brand', async () => {
      await expect(brandGenerator(tree, { ...options, from: 'nope' })).rejects.toThrow('--from: brands/nope/brand.json does not exist');
    });
  });
});
