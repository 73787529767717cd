import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

const FALLBACK = '/m/withdraw';

describe('safeReturnPath', () => {
  it.each([
    ['/m/withdraw', '/m/withdraw'],
    ['/m/member/bankCard?redirect=%2Fm%2Fwithdraw', '/m/member/bankCard?redirect=%2Fm%2Fwithdraw'],
    ['/m/member/home#top', '/m/member/home#top'],
  ])('keeps the in-app path %s', (target, expected) => {
    expect(safeReturnPath(target, FALLBACK)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/m/withdraw',
    '//evil.example/m/withdraw',
    '/m/\\evil.example',
    'javascript:alert(1)',
    '/other/page',
    '/m/../admin',
    '/m/login',
    '/m/login/',
  ])('answers the fallback for %s', (target) => {
    expect(safeReturnPath(target, FALLBACK)).toBe(FALLBACK);
  });
});

describe('withReturn', () => {
  it('adds the page to come back to as the redirect parameter', () => {
    expect(withReturn('/m/member/paymentPassword', '/m/member/bankCard?redirect=/m/withdraw')).toBe(
      '/m/member/paymentPassword?redirect=%2Fm%2Fmember%2FbankCard%3Fredirect%3D%2Fm%2Fwithdraw',
    );
  });
});
