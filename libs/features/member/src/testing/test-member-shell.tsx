import { useState, type ReactNode } from 'react';
import type { MemberShell } from '../shell/member-shell';

function TestLogoutFlow({ children }: { children: (ask: () => void) => ReactNode }) {
  const [asked, setAsked] = useState(false);
  return (
    <>
      {children(() => setAsked(true))}
      {asked ? <div role="dialog" aria-label="Log out" data-testid="test-logout-dialog" /> : null}
    </>
  );
}

function TestAvatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" data-testid="member-avatar">
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * The shell's side of the member centre for tests and stories of this library (features do not import the
 * shell): the real one is wired by the app and tested there (apps/mobile/src/member-screens.spec.tsx).
 */
export function testMemberShell({
  template = 'base',
  unread = 0,
  name = 'Lucky Amy',
}: { template?: 'new' | 'base'; unread?: number; name?: string | null } = {}): MemberShell {
  return {
    useCentreTemplate: () => template,
    useUnreadCount: () => unread,
    useMemberName: () => ({ name }),
    Avatar: TestAvatar,
    LogoutFlow: TestLogoutFlow,
  };
}
