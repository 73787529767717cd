import { describe, expect, it } from 'vitest';
import { answerKey, matchesEtag, serialiseAnswer, stableJson } from './cached-answer';

describe('cached answers', () => {
  it('serialises the envelope once with a strong ETag of its bytes', () => {
    const answer = serialiseAnswer({ games: [1, 2] });
    expect(JSON.parse(answer.body.toString())).toEqual({ success: true, value: { games: [1, 2] } });
    expect(answer.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(serialiseAnswer({ games: [1, 2] }).etag).toBe(answer.etag);
    expect(serialiseAnswer({ games: [2, 1] }).etag).not.toBe(answer.etag);
  });

  it('matches If-None-Match lists, weak validators and *', () => {
    const { etag } = serialiseAnswer([]);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });

  it('keys the same query the same way whatever the order of its fields, and keeps list order', () => {
    expect(stableJson({ pageNo: 1, gameType: 'RNG' })).toBe(stableJson({ gameType: 'RNG', pageNo: 1 }));
    expect(stableJson({ gameType: 'RNG', gameName: undefined })).toBe(stableJson({ gameType: 'RNG' }));
    expect(stableJson({ types: ['B', 'PL'] })).not.toBe(stableJson({ types: ['PL', 'B'] }));
  });

  it('keys by call, merchant and language as well as the query', () => {
    const key = answerKey('games.gameList', 1, 'EN', { gameType: 'RNG' }, undefined);
    expect(answerKey('games.gameList', 1, 'EN', { gameType: 'RNG' }, undefined)).toBe(key);
    expect(answerKey('games.gameList', 2, 'EN', { gameType: 'RNG' }, undefined)).not.toBe(key);
    expect(answerKey('games.gameList', 1, 'TY', { gameType: 'RNG' }, undefined)).not.toBe(key);
    expect(answerKey('games.popular', 1, 'EN', { gameType: 'RNG' }, undefined)).not.toBe(key);
    expect(answerKey('games.gameList', 1, 'EN', { gameType: 'LIVE' }, undefined)).not.toBe(key);
  });
});
