import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

describe('withQuery', () => {
  it('adds the query and skips empty values', () => {
    expect(withQuery(paths.gameList, { gameType: 'FISH', vassalage: undefined, type: '' })).toBe('/m/gameList?gameType=FISH');
    expect(withQuery(paths.messageDetail, { id: 42 })).toBe('/m/messageDetail?id=42');
  });

  it('returns the bare path without values', () => {
    expect(withQuery(paths.help, {})).toBe('/m/help');
  });
});
