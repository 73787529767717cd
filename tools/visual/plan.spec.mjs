import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baselineFiles,
  excludedStories,
  failedPicturesLine,
  failedPicturesOf,
  missingBaselinesMessage,
  newShotsMessage,
  parseArgs,
  readBrands,
  shotFile,
  shotsOf,
  FRESH_PAGE_TAG,
  PHONE_SCREEN_TAG,
  staleBaselines,
  storiesOf,
} from './plan.mjs';

const story = (id, title, name = id) => ({ type: 'story', id, title, name });
const index = {
  v: 5,
  entries: {
    'ui-button--primary': story('ui-button--primary', 'UI/Button', 'Primary'),
    'ui-button--docs': { type: 'docs', id: 'ui-button--docs', title: 'UI/Button', name: 'Docs' },
    'screens-login--sign-in': story('screens-login--sign-in', 'Screens/Login', 'Sign In'),
    'screens-home--visitor': story('screens-home--visitor', 'Screens/Home', 'Visitor'),
  },
};
const lucky = { id: 'lucky', defaultLanguage: 'EN', languages: ['EN', 'TY'] };
const generated = { id: 'acme', defaultLanguage: 'TY', languages: ['TY'] };

/** A workspace with brands/<id>/brand.json for each brand given. */
function workspace(brands) {
  const root = mkdtempSync(path.join(tmpdir(), 'visual-plan-'));
  for (const [id, languages] of Object.entries(brands)) {
    mkdirSync(path.join(root, 'brands', id), { recursive: true });
    writeFileSync(path.join(root, 'brands', id, 'brand.json'), JSON.stringify({ id, languages }));
  }
  return root;
}

describe('which pictures a brand gets', () => {
  it("takes every story (not docs pages), once in the brand's default language and screens in each of its languages", () => {
    const shots = shotsOf(lucky, storiesOf(index), { rules: [] });
    expect(shots.map((shot) => shot.file)).toEqual([
      'ui-button--primary.en.png',
      'screens-login--sign-in.en.png',
      'screens-login--sign-in.ty.png',
      'screens-home--visitor.en.png',
      'screens-home--visitor.ty.png',
    ]);
    expect(shots.every((shot) => shot.brand === 'lucky')).toBe(true);
    expect(shots.find((shot) => shot.file === 'screens-login--sign-in.ty.png')).toMatchObject({
      language: 'TY',
      storyId: 'screens-login--sign-in',
      title: 'Screens/Login / Sign In',
      screen: true,
    });
  });

  it('opens a story tagged for it in a page of its own, and every other in the shared page', () => {
    const tagged = { ...index, entries: { ...index.entries } };
    tagged.entries['screens-home--visitor'] = { ...index.entries['screens-home--visitor'], tags: ['dev', FRESH_PAGE_TAG] };
    const shots = shotsOf(lucky, storiesOf(tagged), { rules: [] });
    expect(shots.filter((shot) => shot.freshPage).map((shot) => shot.file)).toEqual([
      'screens-home--visitor.en.png',
      'screens-home--visitor.ty.png',
    ]);
  });

  it('pictures a story tagged visual-phone-screen as the phone shows it, every other story as a whole page', () => {
    const tagged = { ...index, entries: { ...index.entries } };
    tagged.entries['screens-login--sign-in'] = { ...index.entries['screens-login--sign-in'], tags: ['dev', PHONE_SCREEN_TAG] };
    const shots = shotsOf(lucky, storiesOf(tagged), { rules: [] });
    expect(shots.filter((shot) => shot.phoneScreen).map((shot) => shot.file)).toEqual([
      'screens-login--sign-in.en.png',
      'screens-login--sign-in.ty.png',
    ]);
  });

  it('gives a one-language brand one picture per story, in that language', () => {
    expect(shotsOf(generated, storiesOf(index), { rules: [] }).map((shot) => shot.file)).toEqual([
      'ui-button--primary.ty.png',
      'screens-login--sign-in.ty.png',
      'screens-home--visitor.ty.png',
    ]);
  });

  it('leaves out what an exclusion rule names, and lists it with its reason', () => {
    const rules = [
      { storyId: 'screens-home--visitor', reason: 'a live video' },
      { titlePrefix: 'UI/', reason: 'not wanted' },
    ];
    expect(shotsOf(lucky, storiesOf(index), { rules }).map((shot) => shot.file)).toEqual([
      'screens-login--sign-in.en.png',
      'screens-login--sign-in.ty.png',
    ]);
    expect(excludedStories(storiesOf(index), rules)).toEqual([
      { storyId: 'ui-button--primary', reason: 'not wanted' },
      { storyId: 'screens-home--visitor', reason: 'a live video' },
    ]);
  });

  it("narrows to a --language: a brand's new language gets its pictures without the others'", () => {
    const thai = { ...lucky, languages: ['EN', 'TY', 'TH'] };
    expect(shotsOf(thai, storiesOf(index), { rules: [], languages: ['TH'] }).map((shot) => shot.file)).toEqual([
      'screens-login--sign-in.th.png',
      'screens-home--visitor.th.png',
    ]);
  });

  it('narrows to stories whose id contains a --story part', () => {
    expect(shotsOf(lucky, storiesOf(index), { rules: [], only: ['login'] }).map((shot) => shot.file)).toEqual([
      'screens-login--sign-in.en.png',
      'screens-login--sign-in.ty.png',
    ]);
  });

  it('names a baseline by story id and language, lower case', () => {
    expect(shotFile('screens-login--sign-in', 'TY')).toBe('screens-login--sign-in.ty.png');
  });

  it('refuses an index without entries', () => {
    expect(() => storiesOf({ v: 3, stories: {} })).toThrow(/no "entries"/);
  });
});

describe('brands and their baselines', () => {
  it("reads every brand folder's languages, a generator-made brand included, the default first when missing from the list", () => {
    const root = workspace({
      default: { default: 'TY', supported: ['TY', 'EN'] },
      acme: { default: 'EN', supported: ['TY'] },
    });
    mkdirSync(path.join(root, 'brands', 'not-a-brand'));
    expect(readBrands(root)).toEqual([
      { id: 'acme', defaultLanguage: 'EN', languages: ['EN', 'TY'] },
      { id: 'default', defaultLanguage: 'TY', languages: ['TY', 'EN'] },
    ]);
  });

  it('says which brand.json lacks languages', () => {
    const root = workspace({ broken: { default: 'EN' } });
    expect(() => readBrands(root)).toThrow('brands/broken/brand.json: "languages" needs a default and a list of supported languages');
  });

  it("lists a brand's baseline PNGs (none for a brand without a folder) and those no picture names any more", () => {
    const root = workspace({});
    expect(baselineFiles('lucky', root)).toEqual([]);
    mkdirSync(path.join(root, 'visual', 'lucky'), { recursive: true });
    for (const file of ['b.en.png', 'a.en.png', 'notes.txt']) writeFileSync(path.join(root, 'visual', 'lucky', file), '');
    expect(baselineFiles('lucky', root)).toEqual(['a.en.png', 'b.en.png']);
    expect(staleBaselines([{ file: 'a.en.png' }], ['a.en.png', 'b.en.png'])).toEqual(['b.en.png']);
  });

  it('tells a brand with no baselines to review its set and how to accept it', () => {
    expect(missingBaselinesMessage('acme', 412)).toBe(
      'Brand "acme" has no visual baselines (visual/acme/ is empty or missing): its 412 pictures are in ' +
        'reports/visual/acme/index.html. Review them, then accept them with: npm run visual -- --brand acme --accept',
    );
    expect(newShotsMessage('lucky', 1)).toMatch(/1 picture has no baseline yet .*npm run visual -- --brand lucky --accept$/);
  });
});

describe('the command line', () => {
  const known = ['default', 'lucky'];

  it('runs every brand by default, any free port, two workers and three tries', () => {
    expect(parseArgs([], known, {})).toEqual({
      brands: known,
      only: [],
      languages: [],
      accept: false,
      port: 0,
      workers: 2,
      tries: 3,
      fresh: false,
    });
    expect(parseArgs([], known, { VISUAL_PORT: '4720' }).port).toBe(4720);
  });

  it('takes brands, story parts, --accept, --port, --workers and --fresh', () => {
    expect(
      parseArgs(
        [
          '--brand',
          'lucky',
          '--accept',
          '--story',
          'login',
          '--language',
          'th',
          '--port',
          '4721',
          '--workers',
          '1',
          '--tries',
          '2',
          '--fresh',
        ],
        known,
        {},
      ),
    ).toEqual({
      brands: ['lucky'],
      only: ['login'],
      languages: ['TH'],
      accept: true,
      port: 4721,
      workers: 1,
      tries: 2,
      fresh: true,
    });
  });

  it('refuses an unknown brand naming the brands there are, and bad arguments saying what is wanted', () => {
    expect(parseArgs(['--brand', 'acme'], known, {}).error).toBe('"acme" is not a brand folder with a brand.json (brands: default, lucky)');
    expect(parseArgs(['--brand'], known, {}).error).toMatch(/^--brand needs a value/);
    expect(parseArgs(['--port', 'x'], known, {}).error).toMatch(/^--port needs a port number/);
    expect(parseArgs(['--workers', '0'], known, {}).error).toMatch(/^--workers needs a number from 1 to 8/);
    expect(parseArgs(['--tries', '4'], known, {}).error).toMatch(/^--tries needs a number from 1 to 3/);
    expect(parseArgs(['--update'], known, {}).error).toMatch(/^Unknown argument --update/);
  });
});

describe('the failed pictures line', () => {
  const results = [
    { brand: 'lucky', file: 'ui-button--primary.en.png', status: 'passed' },
    { brand: 'lucky', file: 'screens-login--sign-in.en.png', status: 'changed' },
    { brand: 'lucky', file: 'screens-login--sign-in.ty.png', status: 'error' },
    { brand: 'lucky', file: 'ui-button--docs.en.png', status: 'accepted' },
  ];

  it('names every failed picture with what went wrong, and is absent when none failed', () => {
    const line = failedPicturesLine(results);
    expect(line).toBe('Failed pictures: lucky/screens-login--sign-in.en.png (changed), lucky/screens-login--sign-in.ty.png (error)');
    expect(failedPicturesLine(results.slice(0, 1))).toBeUndefined();
  });

  it("is read back from the end of a run's output (a log cut to its tail included)", () => {
    const output = `left out: x (why)\n1 passed, 2 failed\n${failedPicturesLine(results)}\n`;
    expect(failedPicturesOf(output)).toEqual([
      'lucky/screens-login--sign-in.en.png (changed)',
      'lucky/screens-login--sign-in.ty.png (error)',
    ]);
    expect(failedPicturesOf('3 passed, 0 failed\n')).toEqual([]);
  });
});
