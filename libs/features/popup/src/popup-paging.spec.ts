import { describe, expect, it } from 'vitest';
import { hasNext, hasPrevious, stepPage } from './popup-paging';

describe('popup paging', () => {
  it('moves by one', () => {
    expect(stepPage(0, 1, 3)).toBe(1);
    expect(stepPage(2, -1, 3)).toBe(1);
  });

  it('stays within the first and the last page', () => {
    expect(stepPage(0, -1, 3)).toBe(0);
    expect(stepPage(2, 1, 3)).toBe(2);
    expect(stepPage(0, 1, 1)).toBe(0);
    expect(stepPage(5, 1, 3)).toBe(2);
    expect(stepPage(0, 1, 0)).toBe(0);
  });

  it('says whether there is a page before or after', () => {
    expect([hasPrevious(0), hasNext(0, 3)]).toEqual([false, true]);
    expect([hasPrevious(1), hasNext(1, 3)]).toEqual([true, true]);
    expect([hasPrevious(2), hasNext(2, 3)]).toEqual([true, false]);
  });
});
