import { describe, expect, it } from 'vitest';
import { findUnacceptableInput, isStorableText } from './input-guard';

describe('what the database accepts from a request', () => {
  it('refuses NUL and unpaired surrogates, keeps every other text including paired surrogates', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDBFFb', '\uDC00\uD800'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'member01', 'Nguyễn Văn A', '😀 emoji', '\uD83D\uDE00', 'tab\tand\nnewline', '\u007f\u0001'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('names the first unacceptable value by its path, in nested objects, arrays and keys', () => {
    expect(findUnacceptableInput({ a: 'ok', b: { c: ['fine', 'bad\u0000'] } })).toEqual({ field: 'b.c.1', problem: expect.any(String) });
    expect(findUnacceptableInput({ 'key\u0000': 'value' })).toEqual({ field: '', problem: expect.stringContaining('key') });
    expect(findUnacceptableInput('\uD800')).toEqual({ field: '', problem: expect.any(String) });
    expect(findUnacceptableInput({ fine: 'yes', n: 1, list: [1, 'x', null, true] })).toBeUndefined();
  });

  it('refuses numbers a double cannot hold exactly, infinities and NaN', () => {
    for (const value of [1e17, -1e17, Number.MAX_SAFE_INTEGER + 2, Number.POSITIVE_INFINITY, Number.NaN])
      expect(findUnacceptableInput({ amount: value })?.field).toBe('amount');
    expect(findUnacceptableInput({ amount: Number.MAX_SAFE_INTEGER, small: -0.01 })).toBeUndefined();
  });

  it('refuses input nested deeper than any call takes, without walking it', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findUnacceptableInput(deep)?.problem).toBe('nested too deep');
  });

  it('leaves raw bytes (an upload) to their own call', () => {
    expect(findUnacceptableInput(new Uint8Array([0, 0xd8, 0]))).toBeUndefined();
  });
});
