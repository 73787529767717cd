import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decodeMessage, encodeMessage } from './field-message';
import { lengthBetween, matches, required, sameAs, satisfies, text } from './text-rules';
import { validateValues } from './validate-values';

describe('messages', () => {
  it('carry a key with its params through one string, and a bare key as it is', () => {
    expect(decodeMessage(encodeMessage({ key: 'validation_mobile_format', params: { min: 6 } }))).toEqual({
      key: 'validation_mobile_format',
      params: { min: 6 },
    });
    expect(encodeMessage({ key: 'in_vwrite_code' })).toBe('in_vwrite_code');
    expect(decodeMessage('{not json')).toEqual({ key: '{not json' });
  });
});

describe('text rules', () => {
  const name = text([
    required('req'),
    lengthBetween(2, 4, 'len'),
    matches(/^[a-zé]+$/, 'chars'),
    satisfies((value) => (value === 'nope' ? { key: 'taken' } : null)),
  ]);
  const first = (value: string) => validateValues(name, value);

  it('trims, then answers the first failing rule; rules other than required let an empty value pass', () => {
    expect(first('  ')).toMatchObject({ ok: false, errors: { '': { key: 'req' } } });
    expect(first('a')).toMatchObject({ errors: { '': { key: 'len', params: { min: 2, max: 4 } } } });
    expect(first('AB')).toMatchObject({ errors: { '': { key: 'chars' } } });
    expect(first('nope')).toMatchObject({ errors: { '': { key: 'taken' } } });
    expect(first(' été ')).toEqual({ ok: true, value: 'été', errors: {} });
    expect(validateValues(text([lengthBetween(2, 4, 'len')]), '')).toMatchObject({ ok: true });
  });

  it('keeps the value as typed when trim is off', () => {
    expect(validateValues(text([required('req')], { trim: false }), ' a ')).toMatchObject({ ok: true, value: ' a ' });
  });

  it('sameAs puts its message on the confirmation field', () => {
    const schema = z.object({ password: z.string(), confirm: z.string() }).check(sameAs('confirm', 'password', 'req', 'mismatch'));
    expect(validateValues(schema, { password: 'a1', confirm: '' }).errors).toEqual({ confirm: { key: 'req' } });
    expect(validateValues(schema, { password: 'a1', confirm: 'a2' }).errors).toEqual({ confirm: { key: 'mismatch' } });
    expect(validateValues(schema, { password: 'a1', confirm: ' a1 ' }).ok).toBe(true);
  });

  it('refuses an asynchronous schema, since fields are judged in the same event', () => {
    const slow = z.string().check(z.refine(async () => true));
    expect(() => validateValues(slow, 'x')).toThrow(/synchronously/);
  });
});
