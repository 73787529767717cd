import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { apiClient } from './api-client';
import { AUTO_LOGIN_KEY } from './auto-login';
import { logout } from './logout';
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

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null });
  useSessionNotice.getState().dismiss();
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
    const call = vi.spyOn(apiClient, 'call').mockImplementation(async (definition) => {
      expect(useSessionStore.getState().session?.token).toBe('member-token');
      return definition === contract.session.logout ? null : expect.unreachable();
    });
    await logout();
    expect(call).toHaveBeenCalledWith(contract.session.logout);
    expectEverythingCleared();
  });

  it('forgets the session even when the logout call fails, without a "logged out" notice', async () => {
    vi.spyOn(apiClient, 'call').mockRejectedValue(new ApiError('session.logout', 'user.or.token.invalid', 401, undefined));
    await logout();
    expectEverythingCleared();
    expect(useSessionNotice.getState().messageKey).toBeNull();
  });

  it('drops cached answers when the token goes', async () => {
    vi.spyOn(apiClient, 'call').mockResolvedValue(null);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['api', 'session.memberInfo', {}], { userName: 'amy' });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useSessionScopedCache(), { wrapper });
    await act(() => logout());
    expect(queryClient.getQueryData(['api', 'session.memberInfo', {}])).toBeUndefined();
  });
});
