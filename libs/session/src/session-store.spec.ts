import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_STORAGE_KEY, useSessionStore } from './session-store';
import { isAgent } from './member-types';

describe('session store', () => {
  it('persists the bare session object under MC_SESSION_INFO', () => {
    const session = { token: 'abc', merchantCode: 'PLAYDECK', userName: 'amy', type: 1, firstTimeLogin: false };
    useSessionStore.getState().setSession(session);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    expect(readStoredSession()).toEqual(session);
  });

  it('clears the stored session', () => {
    useSessionStore.getState().setSession({ token: 'abc', merchantCode: 'PLAYDECK' });
    useSessionStore.getState().clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it.each(['not json', '{"merchantCode":"X"}', '{"token":"","merchantCode":"X"}', 'null'])(
    'treats a corrupt stored value %j as logged out',
    (raw) => {
      localStorage.setItem(SESSION_STORAGE_KEY, raw);
      expect(readStoredSession()).toBeNull();
    },
  );

  it('accepts a trial session (token and merchant code only)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'trial', merchantCode: 'TRIAL' }));
    expect(readStoredSession()).toEqual({ token: 'trial', merchantCode: 'TRIAL' });
  });
});

describe('access', () => {
  const member = (type?: number) => ({ token: 't', merchantCode: 'M', type });

  it.each([
    [0, false],
    [4, false],
    [40, false],
    [1, true],
    [2, true],
    [41, true],
    [undefined, false],
  ])('member type %s is an agent: %s', (type, expected) => {
    expect(isAgent(member(type))).toBe(expected);
  });
});
