import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { calls, fakePlatform, refuse } from '@playdeck/testing/fake-platform';
import { apiClient } from './api-client';
import { logout } from './logout';
import { useSessionNotice } from './session-notice';
import { useSessionStore } from './session-store';
import { TRIAL_USER_NAME_KEY } from './trial-session';

beforeEach(() => {
  useSessionStore.getState().setSession({ token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
  sessionStorage.setItem(TRIAL_USER_NAME_KEY, 'guest1');
});

describe('apiClient when the platform ends the session', () => {
  it.each(['login.not.session', 'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN'] as const)(
    '%s: clears the session and asks the shell to say so',
    async (errorCode) => {
      fakePlatform.answer(calls.session.memberInfo, refuse(errorCode, { status: 401 }));
      await expect(apiClient.call(contract.session.memberInfo)).rejects.toBeInstanceOf(ApiError);
      expect(useSessionStore.getState().session).toBeNull();
      expect(sessionStorage.getItem(TRIAL_USER_NAME_KEY)).toBeNull();
      expect(useSessionNotice.getState()).toMatchObject({ messageKey: 'error_logged_out', offerLogin: true, durationMs: undefined });
    },
  );

  it('other refusals leave the session alone', async () => {
    fakePlatform.answer(calls.session.memberInfo, refuse('TOO_MANY_REQUEST', { status: 429 }));
    await expect(apiClient.call(contract.session.memberInfo)).rejects.toMatchObject({ messageKey: 'error_too_many_requests' });
    expect(useSessionStore.getState().session?.token).toBe('member-token');
    expect(useSessionNotice.getState().messageKey).toBeNull();
  });

  it('a refused logout is the member leaving, not the session ending', async () => {
    fakePlatform.answer(calls.session.logout, refuse('login.not.session', { status: 401 }));
    await logout();
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionNotice.getState().messageKey).toBeNull();
  });
});
