import { describe, expect, it } from 'vitest';
import en from './locales/en';
import { duplicatedKeys, type Dictionary } from './locales/merge-dictionary-files';
import ty from './locales/ty';

// The main dictionary files and the lazy text groups (locales/<lang>/lazy) are checked as one.
const files = {
  EN: import.meta.glob<Dictionary>(['./locales/en/*.json', './locales/en/lazy/*.json'], { eager: true, import: 'default' }),
  TY: import.meta.glob<Dictionary>(['./locales/ty/*.json', './locales/ty/lazy/*.json'], { eager: true, import: 'default' }),
};
const dictionaries = {
  EN: { ...en, ...Object.assign({}, ...Object.values(files.EN)) },
  TY: { ...ty, ...Object.assign({}, ...Object.values(files.TY)) },
};

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('dictionaries', () => {
  it('EN and TY have exactly the same keys', () => {
    const enKeys = Object.keys(dictionaries.EN).sort();
    const tyKeys = Object.keys(dictionaries.TY).sort();
    expect({ missingInTY: enKeys.filter((key) => !(key in dictionaries.TY)) }).toEqual({ missingInTY: [] });
    expect({ missingInEN: tyKeys.filter((key) => !(key in dictionaries.EN)) }).toEqual({ missingInEN: [] });
  });

  it('EN and TY are split into the same files', () => {
    const names = (language: Record<string, Dictionary>) =>
      Object.keys(language)
        .map((file) => file.replace(/^\.\/locales\/\w+\//, ''))
        .sort();
    expect(names(files.TY)).toEqual(names(files.EN));
  });

  it.each(Object.entries(files))('%s defines each key in one file only', (_code, languageFiles) => {
    expect(duplicatedKeys(languageFiles)).toEqual({});
  });

  it.each(Object.entries(dictionaries))('%s has a non-empty string for every key', (_code, dictionary) => {
    const empty = Object.entries(dictionary).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('EN and TY use the same interpolation values for each key', () => {
    const mismatched = Object.keys(dictionaries.EN).filter(
      (key) => placeholders(dictionaries.EN[key]!).join() !== placeholders(dictionaries.TY[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
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
      expect(dictionaries.EN).toHaveProperty([key]);
    }
  });
});
