import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { duplicatedKeys, type Dictionary } from './locales/merge-dictionary-files';

// Every locale folder, main dictionary files and lazy text groups (locales/<lang>/lazy) checked as one; English is
// the reference every other language must match key for key.
const allFiles = import.meta.glob<Dictionary>(['./locales/*/*.json', './locales/*/lazy/*.json', '!./locales/*/language.json'], {
  eager: true,
  import: 'default',
});
const entries = import.meta.glob('./locales/*/index.ts');
const facts = import.meta.glob<unknown>('./locales/*/language.json', { eager: true, import: 'default' });

const folderOf = (file: string) => file.split('/')[2]!;
const inFolder = (file: string) => file.replace(/^\.\/locales\/[^/]+\//, '');
const codes = [...new Set(Object.keys(allFiles).map(folderOf))].sort().map((folder) => folder.toUpperCase());
const filesOf = (code: string) =>
  Object.fromEntries(
    Object.entries(allFiles)
      .filter(([file]) => folderOf(file) === code.toLowerCase())
      .map(([file, texts]) => [inFolder(file), texts]),
  );
const dictionaryOf = (code: string): Dictionary => Object.assign({}, ...Object.values(filesOf(code)));
const REFERENCE = 'EN';
const others = codes.filter((code) => code !== REFERENCE);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}
/** <terms>…</terms> and the like: the parts a <Trans> fills with links. */
function tags(text: string): string[] {
  return [...text.matchAll(/<\/?(\w+)>/g)].map((match) => match[0]).sort();
}
/** $t(other_key) references, resolved by i18next. */
function nestings(text: string): string[] {
  return [...text.matchAll(/\$t\((\w+)\)/g)].map((match) => match[1]!).sort();
}

/** Keys of EN missing from `code`, grouped by the file they belong in: the message a translator acts on. */
function missingKeys(code: string): Record<string, string[]> {
  const have = dictionaryOf(code);
  const missing: Record<string, string[]> = {};
  for (const [file, texts] of Object.entries(filesOf(REFERENCE))) {
    const keys = Object.keys(texts).filter((key) => !(key in have));
    if (keys.length) missing[`locales/${code.toLowerCase()}/${file}`] = keys;
  }
  return missing;
}

describe('dictionaries', () => {
  it('every language is a locale folder with its language.json and index.ts (EN, TY and TH at least)', () => {
    expect(codes).toEqual(expect.arrayContaining(['EN', 'TY', 'TH']));
    expect(Object.keys(LANGUAGES).sort()).toEqual(codes);
    expect(Object.keys(entries).map(folderOf).sort()).toEqual(codes.map((code) => code.toLowerCase()));
    for (const code of codes) {
      expect(facts[`./locales/${code.toLowerCase()}/language.json`], `locales/${code.toLowerCase()}/language.json`).toEqual({
        htmlLang: expect.stringMatching(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/),
        name: expect.stringMatching(/\S/),
        flag: expect.stringMatching(/\S/),
      });
    }
  });

  // A missing key shows its name on screen: the failure lists each one under the file to add it to.
  it.each(others)('%s has every key of EN (missing keys are named with the file to add them to)', (code) => {
    expect(missingKeys(code)).toEqual({});
  });

  it.each(others)('%s has no key EN lacks', (code) => {
    const reference = dictionaryOf(REFERENCE);
    expect(Object.keys(dictionaryOf(code)).filter((key) => !(key in reference))).toEqual([]);
  });

  it.each(others)('%s is split into the same files as EN', (code) => {
    expect(Object.keys(filesOf(code)).sort()).toEqual(Object.keys(filesOf(REFERENCE)).sort());
  });

  it.each(codes)('%s defines each key in one file only', (code) => {
    expect(duplicatedKeys(filesOf(code))).toEqual({});
  });

  it.each(codes)('%s has a non-empty string for every key', (code) => {
    const empty = Object.entries(dictionaryOf(code)).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(others)('%s keeps the interpolation values, <tags> and $t() references of EN for each key', (code) => {
    const reference = dictionaryOf(REFERENCE);
    const dictionary = dictionaryOf(code);
    const mismatched = Object.keys(reference).filter((key) => {
      const text = dictionary[key] ?? '';
      const english = reference[key]!;
      return (
        placeholders(english).join() !== placeholders(text).join() ||
        tags(english).join() !== tags(text).join() ||
        nestings(english).join() !== nestings(text).join()
      );
    });
    expect(mismatched).toEqual([]);
  });

  // A language written in another script keeps Latin letters for names only (VIP, Facebook): an English sentence
  // copied from EN is a text nobody translated.
  const nonLatin = others.filter((code) => {
    const letters = Object.values(dictionaryOf(code)).join(' ').match(/\p{L}/gu) ?? [];
    return letters.filter((letter) => /[A-Za-z]/.test(letter)).length < letters.length / 2;
  });
  it.each(nonLatin)('%s leaves no English sentence of EN untranslated', (code) => {
    const reference = dictionaryOf(REFERENCE);
    const untranslated = Object.entries(dictionaryOf(code))
      .filter(([key, text]) => text === reference[key] && (text.replace(/\$t\(\w+\)/g, '').match(/[A-Za-z]+/g) ?? []).length > 2)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('holds the text keys the spec names', () => {
    for (const key of [
      'invitation_code_error',
      'in_confirmation_correct',
      'in_incorrect_password',
      'in_vwrite_code',
      'in_registered_successfully',
      'in_sms_send',
      'in_sms_sending',
      'footer_copyright',
    ]) {
      expect(dictionaryOf(REFERENCE)).toHaveProperty([key]);
    }
  });
});
