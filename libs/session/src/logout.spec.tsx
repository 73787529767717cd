import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { calls, fakePlatform, refuse, refuseUnknown } from '@playdeck/testing/fake-platform';
import { AUTO_LOGIN_KEY } from './auto-login';
import { logout, logoutEverywhere } from './logout';
import { memoryKeyStore } from './remember/memory-key-store';
import { setRememberKeyStore } from './remember/remember-key';
import { REMEMBERED_LOGIN_KEY, writeRememberedLogin } from './remember/remembered-login';
import { useSessionNotice } from './session-notice';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';
import { TRIAL_USER_NAME_KEY } from './trial-session';
import { useSessionScopedCache } from './use-session-scoped-cache';

const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };

beforeEach(() => {
  useSessionStore.getState().setSession(member);
  sessionStorage.setItem(TRIAL_USER_NAME_KEY, 'guest1');
  sessionStorage.setItem('psw', 'held');
  localStorage.setItem('pd_cache:member:amy:session.memberInfo:{}', '{"savedAt":1,"value":{}}');
  localStorage.setItem('pd_cache:system.status:{}', '{"savedAt":1,"value":{}}');
});

function expectEverythingCleared() {
  expect(useSessionStore.getState().session).toBeNull();
  expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  expect(sessionStorage.length).toBe(0);
  expect(localStorage.getItem('pd_cache:member:amy:session.memberInfo:{}')).toBeNull();
  // Answers that do not belong to the member stay for the next start.
  expect(localStorage.getItem('pd_cache:system.status:{}')).not.toBeNull();
}

describe('logout', () => {
  it('calls logout with the token, then clears session, trial name, member caches and sessionStorage; autoLogin 0', async () => {
    await logout();
    expect(fakePlatform.calledIds()).toEqual([contract.session.logout.id]);
    expect(fakePlatform.requests(calls.session.logout)[0]!.headers.get('Authorization')).toBe('member-token');
    expectEverythingCleared();
  });

  it('forgets the session even when the logout call fails, without a "logged out" notice', async () => {
    fakePlatform.answer(calls.session.logout, refuse('user.or.token.invalid', { status: 401 }));
    await logout();
    expectEverythingCleared();
    expect(useSessionNotice.getState().messageKey).toBeNull();
  });

  it('drops cached answers when the token goes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['api', 'session.memberInfo', {}], { userName: 'amy' });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useSessionScopedCache(), { wrapper });
    await act(() => logout());
    expect(queryClient.getQueryData(['api', 'session.memberInfo', {}])).toBeUndefined();
  });
});

describe('signing out everywhere', () => {
  beforeEach(async () => {
    setRememberKeyStore(memoryKeyStore());
    await writeRememberedLogin({ type: 'username', username: 'amy', password: 'Secret123', countryDialingCode: '84' });
  });

  it('asks the platform to end every session, then clears the session and the remembered login here', async () => {
    fakePlatform.answer(calls.session.logoutAll, null);
    await logoutEverywhere();
    expect(fakePlatform.calledIds()).toEqual([contract.session.logoutAll.id]);
    expect(fakePlatform.requests(calls.session.logoutAll)[0]!.headers.get('Authorization')).toBe('member-token');
    expectEverythingCleared();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('changes nothing on this device when the platform refuses: the other devices are still signed in', async () => {
    fakePlatform.answer(calls.session.logoutAll, refuseUnknown('system.error', { status: 503 }));
    await expect(logoutEverywhere()).rejects.toBeTruthy();
    expect(useSessionStore.getState().session).toEqual(member);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toBeNull();
  });
});
