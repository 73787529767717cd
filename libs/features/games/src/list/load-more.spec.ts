import { describe, expect, it } from 'vitest';
import { loadMoreDecision, type LoadMoreCheck } from './load-more';

const near: LoadMoreCheck = { distanceToEnd: 120, hasNextPage: true, isFetching: false, now: 10_000, lastLoadAt: -Infinity };

describe('loadMoreDecision', () => {
  it('loads when the user is within 300 px of the end and another page exists', () => {
    expect(loadMoreDecision(near)).toEqual({ load: true });
    expect(loadMoreDecision({ ...near, distanceToEnd: 300 })).toEqual({ load: true });
  });

  it('waits while the user is further away', () => {
    expect(loadMoreDecision({ ...near, distanceToEnd: 301 })).toEqual({ load: false });
  });

  it('never loads past the last page or while a page is on its way', () => {
    expect(loadMoreDecision({ ...near, hasNextPage: false })).toEqual({ load: false });
    expect(loadMoreDecision({ ...near, isFetching: true })).toEqual({ load: false });
  });

  it('loads at most once a second, saying when to look again', () => {
    expect(loadMoreDecision({ ...near, lastLoadAt: 9_400 })).toEqual({ load: false, retryInMs: 400 });
    expect(loadMoreDecision({ ...near, lastLoadAt: 9_000 })).toEqual({ load: true });
  });
});
