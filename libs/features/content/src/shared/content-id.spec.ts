import { describe, expect, it } from 'vitest';
import { parseContentId } from './content-id';

describe('parseContentId', () => {
  it('reads a positive whole number', () => {
    expect(parseContentId('42')).toBe(42);
    expect(parseContentId(' 7 ')).toBe(7);
  });

  it('refuses missing, zero, negative, fractional, non-numeric and unsafe ids', () => {
    for (const raw of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '1e3', '9999999999999999']) {
      expect(parseContentId(raw)).toBeNull();
    }
  });
});
