import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from './testing/call-platform';
import { resetTestPlatform, type TestPlatform } from './testing/test-platform';

describe('platform foundation', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('answers in the envelope with the merchant from the Merchant header', async () => {
    const key = valueOf(await callPlatform(platform, contract.session.publicKey));
    expect(key.exponent).toBe('10001');
  });

  it('refuses a duplicated Merchant header with function.not.available', async () => {
    const result = await callPlatform(platform, contract.session.publicKey, { merchant: ['PLAYDECK', 'PLAYDECK'] });
    expect(errorOf(result)).toMatchObject({ status: 400, errorCode: 'function.not.available' });
  });

  it('refuses an unknown or missing merchant', async () => {
    expect(errorOf(await callPlatform(platform, contract.session.publicKey, { merchant: 'NOPE' })).errorCode).toBe(
      'merchant.acct.setup.err',
    );
    expect(errorOf(await callPlatform(platform, contract.session.publicKey, { merchant: '' })).errorCode).toBe('merchant.acct.setup.err');
  });

  it('answers unknown paths in the envelope', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/wps/nothing/here', headers: { merchant: 'PLAYDECK' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('seeds a merchant and a trial merchant per brand', async () => {
    for (const merchant of ['PLAYDECK', 'PLAYDECKtrial', 'LUCKYSTAR', 'LUCKYSTARtrial']) {
      expect(valueOf(await callPlatform(platform, contract.session.publicKey, { merchant })).exponent).toBe('10001');
    }
  });
});
