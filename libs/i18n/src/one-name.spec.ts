import { describe, expect, it } from 'vitest';
import { gameCategoryLabelKey } from './game-category-label';
import type { Dictionary } from './locales/merge-dictionary-files';

// Every language folder, main files and lazy groups as one dictionary each: a new language is checked too.
const files = import.meta.glob<Dictionary>(['./locales/*/*.json', './locales/*/lazy/*.json'], { eager: true, import: 'default' });
const dictionaries: Record<string, Dictionary> = {};
for (const [path, dictionary] of Object.entries(files)) {
  const language = path.split('/')[2]!;
  dictionaries[language] = { ...dictionaries[language], ...dictionary };
}

/** The keys outside `owners` whose text reads like `looksLike`: the same thing named a second time. */
const otherKeysLike = (dictionary: Dictionary, looksLike: RegExp, owners: RegExp) =>
  Object.entries(dictionary)
    .filter(([key, text]) => looksLike.test(text) && !owners.test(key))
    .map(([key, text]) => `${key}: ${text}`);

describe('one name for one thing', () => {
  it('finds every language folder', () => {
    expect(Object.keys(dictionaries)).toEqual(expect.arrayContaining(['en', 'ty']));
  });

  // "7 ngày qua" on one screen and "7 ngày" on the next read as two different ranges.
  it.each(Object.entries(dictionaries))('%s names the today / 7 / 30 day ranges only in the kit', (_language, dictionary) => {
    const rangeWording = /^(last |the last )?(7|30) (days|ngày)( qua| gần đây)?$|^(today|hôm nay)$/i;
    expect(otherKeysLike(dictionary, rangeWording, /^kit_range_/)).toEqual([]);
  });

  // Home menu, side menu, game list, game centre, rebate rates and the team betting filter all read one entry.
  const categories = ['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH', 'ESPORTS', 'COCKFIGHT'];
  it.each(Object.entries(dictionaries))('%s names each game category in one entry', (_language, dictionary) => {
    expect(categories.filter((category) => !dictionary[gameCategoryLabelKey(category)])).toEqual([]);
    const own = new Set(categories.map(gameCategoryLabelKey));
    const namedLikeCategory = new RegExp(`(category|tab|type)_(${categories.join('|')}|lottery)$`, 'i');
    const copies = Object.keys(dictionary).filter((key) => namedLikeCategory.test(key) && !own.has(key));
    expect(copies).toEqual([]);
  });

  it('reads a category in either case from the same entry', () => {
    expect(gameCategoryLabelKey('rng')).toBe(gameCategoryLabelKey('RNG'));
  });
});
