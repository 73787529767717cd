import { describe, expect, it, vi } from 'vitest';
import { testCalls } from '../client/testing/test-calls';
import { clearPersistedQueries, persistedAnswer, persistedQueryStorageKey, PERSISTED_QUERY_PREFIX } from './persisted-query';

const answer = { list: [{ id: 1, name: 'Lotto' }], totalPages: 1 };
const storageKey = persistedQueryStorageKey(testCalls.list, { pageNo: 1 });

describe('persistedAnswer', () => {
  it('saves under pd_cache: and serves the saved answer with its time', () => {
    vi.setSystemTime(5_000);
    persistedAnswer(testCalls.list, { pageNo: 1 }).save(answer);
    vi.useRealTimers();
    expect(storageKey.startsWith(PERSISTED_QUERY_PREFIX)).toBe(true);
    const persisted = persistedAnswer(testCalls.list, { pageNo: 1 });
    expect(persisted.load()).toEqual(answer);
    expect(persisted.savedAt()).toBe(5_000);
    expect(persistedAnswer(testCalls.list, { pageNo: 2 }).load()).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"savedAt":'],
    ['JSON null', 'null'],
    ['no time', JSON.stringify({ value: answer })],
    ['a value outside the schema', JSON.stringify({ savedAt: 1, value: { list: [{ id: 'one' }] } })],
  ])('ignores and removes an entry that is %s', (_name, stored) => {
    localStorage.setItem(storageKey, stored);
    const persisted = persistedAnswer(testCalls.list, { pageNo: 1 });
    expect(persisted.load()).toBeUndefined();
    expect(persisted.savedAt()).toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const persisted = persistedAnswer(testCalls.list, { pageNo: 1 }, { storage });
    expect(persisted.load()).toBeUndefined();
    expect(() => persisted.save(answer)).not.toThrow();
  });

  it('does not serve entries older than maxAgeMs', () => {
    localStorage.setItem(storageKey, JSON.stringify({ savedAt: Date.now() - 10_000, value: answer }));
    expect(persistedAnswer(testCalls.list, { pageNo: 1 }, { maxAgeMs: 5_000 }).load()).toBeUndefined();
  });

  it('keeps scopes apart and clears one scope or all', () => {
    persistedAnswer(testCalls.list, undefined, { scope: 'alice' }).save(answer);
    persistedAnswer(testCalls.list, undefined, { scope: 'bob' }).save(answer);
    persistedAnswer(testCalls.list, undefined).save(answer);
    localStorage.setItem('language', 'EN');
    expect(persistedAnswer(testCalls.list, undefined, { scope: 'carol' }).load()).toBeUndefined();

    clearPersistedQueries('alice');
    expect(persistedAnswer(testCalls.list, undefined, { scope: 'alice' }).load()).toBeUndefined();
    expect(persistedAnswer(testCalls.list, undefined, { scope: 'bob' }).load()).toEqual(answer);

    clearPersistedQueries();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
