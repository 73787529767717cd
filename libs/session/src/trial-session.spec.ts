import { describe, expect, it } from 'vitest';
import { trialMerchantCode } from '@playdeck/api/client';
import { brand } from '@playdeck/brand';
import { SESSION_STORAGE_KEY } from './session-store';
import { beginTrialSession, isTrialSession, readTrialUserName, TRIAL_USER_NAME_KEY } from './trial-session';

const trialAnswer = {
  token: 'trial-token',
  merchantCode: 'PLAYDECKtrial',
  userName: 'guest12345678',
  customerType: 0,
  firstTimeLogin: true,
};

describe('trial session', () => {
  it('stores only token and trial merchant code; the trial user name goes to sessionStorage', () => {
    beginTrialSession(trialAnswer);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    expect(sessionStorage.getItem(TRIAL_USER_NAME_KEY)).toBe('guest12345678');
    expect(readTrialUserName()).toBe('guest12345678');
  });

  it('tells a trial session by the brand trial merchant code', () => {
    expect(isTrialSession({ token: 't', merchantCode: 'PLAYDECKtrial' })).toBe(true);
    expect(isTrialSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy' })).toBe(false);
    expect(isTrialSession({ token: '', merchantCode: 'PLAYDECKtrial' })).toBe(false);
    expect(isTrialSession(null)).toBe(false);
  });
});

describe('trial merchant code', () => {
  it('is the one the API client sends during a trial', () => {
    expect(isTrialSession({ token: 't', merchantCode: trialMerchantCode(brand.merchantCode) })).toBe(true);
  });
});
