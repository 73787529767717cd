import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/src/locales/en';
import ty from '../../../i18n/src/locales/ty';
import enRefusals from '../../../i18n/src/locales/en/lazy/refusals.json';
import tyRefusals from '../../../i18n/src/locales/ty/lazy/refusals.json';
import { ERROR_CATALOGUE } from '../errors/error-codes';
import { ApiContractError, ApiError, ApiNetworkError } from './api-errors';
import { describeError, type ErrorDescriptionKey } from './describe-error';

describe('describeError', () => {
  it('gives a known refusal its catalogue key', () => {
    expect(describeError(new ApiError('session.login', 'modify.new.old.same', 400, null))).toEqual({
      key: 'error_password_same',
      params: { code: 'modify.new.old.same' },
    });
  });

  it('says how long to wait on a 429 that tells it: minutes up to an hour and a half, then hours', () => {
    const refused = (seconds?: number) =>
      new ApiError('session.login', 'TOO_MANY_REQUEST', 429, seconds === undefined ? null : { retryAfterSeconds: seconds });
    expect(describeError(refused(1))).toEqual({
      key: 'error_too_many_attempts_minutes',
      params: { code: 'TOO_MANY_REQUEST', minutes: '1' },
    });
    expect(describeError(refused(61))).toMatchObject({ params: { minutes: '2' } });
    expect(describeError(refused(5400))).toMatchObject({ key: 'error_too_many_attempts_minutes', params: { minutes: '90' } });
    expect(describeError(refused(86_400))).toEqual({
      key: 'error_too_many_attempts_hours',
      params: { code: 'TOO_MANY_REQUEST', hours: '24' },
    });
    expect(describeError(refused())).toEqual({ key: 'error_too_many_requests', params: { code: 'TOO_MANY_REQUEST' } });
  });

  it('shows an unknown code with the code', () => {
    expect(describeError(new ApiError('x.y', 'BRAND_NEW_CODE', 400, null))).toEqual({
      key: 'error_unknown_with_code',
      params: { code: 'BRAND_NEW_CODE' },
    });
  });

  it('covers contract mismatches, network failures, timeouts and anything else', () => {
    expect(describeError(new ApiContractError('x.y', 200, ['value: expected object']))).toMatchObject({ key: 'error_bad_response' });
    expect(describeError(new ApiNetworkError('x.y', 'error_network'))).toMatchObject({ key: 'error_network' });
    expect(describeError(new ApiNetworkError('x.y', 'error_slow_connection'))).toMatchObject({ key: 'error_slow_connection' });
    expect(describeError(new TypeError('boom'))).toEqual({ key: 'error_unknown_with_code', params: { code: 'TypeError' } });
    expect(describeError('nonsense')).toEqual({ key: 'error_unknown', params: {} });
  });

  it('says the player is offline when a call fails while the device has no network', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(describeError(new ApiNetworkError('x.y', 'error_network'))).toMatchObject({ key: 'error_offline' });
      expect(describeError(new ApiNetworkError('x.y', 'error_slow_connection'))).toMatchObject({ key: 'error_offline' });
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('every error key', () => {
  // Failures that are not refusals: shown with the first render's dictionary alone (offline, before any call answered).
  const withoutRefusal: ErrorDescriptionKey[] = [
    'error_unknown',
    'error_unknown_with_code',
    'error_network',
    'error_slow_connection',
    'error_bad_response',
    'error_offline',
  ];
  // A refusal reaches the screen after the session's api client has loaded the "refusals" text group.
  const keys: ErrorDescriptionKey[] = [
    ...new Set(Object.values(ERROR_CATALOGUE)),
    ...withoutRefusal,
    'error_too_many_attempts_minutes',
    'error_too_many_attempts_hours',
  ];

  async function unreadableKeys(language: string, dictionary: Record<string, string>, wanted: ErrorDescriptionKey[]) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { translation: dictionary } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    return wanted.filter((key) => {
      const text = i18n.t(key, { code: 'X.Y' });
      const codeMissing = key === 'error_unknown_with_code' && !text.includes('X.Y');
      return !(key in dictionary) || text === key || text.includes('$t(') || text.trim() === '' || codeMissing;
    });
  }

  it.each([
    ['EN', en, enRefusals],
    ['TY', ty, tyRefusals],
  ])('reads as text in %s once the refusal texts are loaded', async (language, dictionary, refusals) => {
    expect(await unreadableKeys(language, { ...dictionary, ...refusals }, keys)).toEqual([]);
  });

  it.each([
    ['EN', en],
    ['TY', ty],
  ])('reads as text in %s from the main dictionary alone for failures that are not refusals', async (language, dictionary) => {
    expect(await unreadableKeys(language, dictionary, withoutRefusal)).toEqual([]);
  });
});
