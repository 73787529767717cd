import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { checkAnswer, describeFound } from './check-answer';

const balance = contract.wallet.balance;
const json = (value: unknown) => JSON.stringify(value);

describe('checkAnswer', () => {
  it("answers the value of a success the call's schema accepts", () => {
    const verdict = checkAnswer(
      contract.session.publicKey,
      200,
      'application/json',
      json({ success: true, value: { modulus: 'ab', exponent: '10001' } }),
    );
    expect(verdict).toEqual({ kind: 'value', value: { modulus: 'ab', exponent: '10001' } });
  });

  it('names the path and the value of a field of the wrong type', () => {
    const answer = { success: true, value: { modulus: 'ab', exponent: 65537 } };
    expect(checkAnswer(contract.session.publicKey, 200, 'application/json', json(answer))).toMatchObject({
      kind: 'mismatch',
      path: 'value.exponent',
      found: '65537',
      problem: expect.stringContaining('expected string'),
    });
  });

  it('names a missing field as missing, deep in a list', () => {
    const answer = { success: true, value: { list: [{ gameId: 1, gameName: 'x', vassalage: 'PG' }] } };
    const verdict = checkAnswer(contract.games.lotteryNumero, 200, 'application/json', json(answer));
    expect(verdict).toMatchObject({ kind: 'mismatch', path: 'value.list.0.nodeId', found: 'missing' });
  });

  it('answers a refusal with its error code, and checks the refusal too', () => {
    const refusal = { success: false, errorCode: 'user.or.token.invalid', message: 'log in again' };
    expect(checkAnswer(balance, 401, 'application/json', json(refusal))).toEqual({
      kind: 'refused',
      errorCode: 'user.or.token.invalid',
      message: 'log in again',
    });
    expect(checkAnswer(balance, 400, 'application/json', json({ success: false, errorCode: 42 }))).toMatchObject({
      kind: 'mismatch',
      path: 'errorCode',
      found: '42',
    });
  });

  it('says when the answer is not JSON (a proxy’s error page)', () => {
    expect(checkAnswer(balance, 502, 'text/html', '<html>Bad Gateway</html>')).toEqual({
      kind: 'not-json',
      status: 502,
      contentType: 'text/html',
    });
    expect(checkAnswer(balance, 200, 'application/json', json([1, 2]))).toMatchObject({ kind: 'mismatch', path: '(root)' });
  });

  it('keeps a long value to one short line', () => {
    expect(describeFound('x'.repeat(200))).toHaveLength(60);
    expect(describeFound(undefined)).toBe('missing');
    expect(describeFound(null)).toBe('null');
  });
});
