import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { memberAccess } from './member-access';
import { DEFAULT_NOTICE_MS, GUEST_NOTICE_MS, useSessionNotice } from './session-notice';
import { useSessionStore } from './session-store';
import { useMemberGuard } from './use-member-guard';

const member = { token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };
const trial = { token: 't', merchantCode: 'PLAYDECKtrial' };

function renderGuard() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/m/activity']}>{children}</MemoryRouter>;
  return renderHook(() => ({ ...useMemberGuard(), pathname: useLocation().pathname }), { wrapper });
}

describe('memberAccess', () => {
  it.each([
    [null, 'member', 'visitor'],
    [null, 'real', 'visitor'],
    [trial, 'member', 'allowed'],
    [trial, 'real', 'trial'],
    [member, 'real', 'allowed'],
  ] as const)('session %j needing %s: %s', (session, requirement, expected) => {
    expect(memberAccess(session, requirement)).toBe(expected);
  });
});

describe('useMemberGuard', () => {
  it('lets a member through', () => {
    useSessionStore.getState().setSession(member);
    const { result } = renderGuard();
    expect(result.current.guard('real')).toBe(true);
    expect(result.current.pathname).toBe('/m/activity');
    expect(useSessionNotice.getState().messageKey).toBeNull();
  });

  it('redirect mode sends a visitor to /m/login', () => {
    const { result } = renderGuard();
    let allowed = true;
    act(() => {
      allowed = result.current.guard('member', 'redirect');
    });
    expect(allowed).toBe(false);
    expect(result.current.pathname).toBe('/m/login');
  });

  it('notice mode tells a visitor to log in for 2 s and stays put', () => {
    const { result } = renderGuard();
    act(() => {
      result.current.guard('member', 'notice');
    });
    expect(result.current.pathname).toBe('/m/activity');
    expect(useSessionNotice.getState()).toMatchObject({ messageKey: 'error_not_logged_in', durationMs: GUEST_NOTICE_MS });
  });

  it('tells a trial user the function needs a real account, whatever the visitor mode', () => {
    useSessionStore.getState().setSession(trial);
    const { result } = renderGuard();
    let allowed = true;
    act(() => {
      allowed = result.current.guard('real', 'redirect');
    });
    expect(allowed).toBe(false);
    expect(result.current.pathname).toBe('/m/activity');
    expect(useSessionNotice.getState()).toMatchObject({ messageKey: 'error_trial_restricted', durationMs: DEFAULT_NOTICE_MS });
  });

  it('lets a trial user use member functions that allow free play', () => {
    useSessionStore.getState().setSession(trial);
    const { result } = renderGuard();
    expect(result.current.guard('member')).toBe(true);
  });
});
