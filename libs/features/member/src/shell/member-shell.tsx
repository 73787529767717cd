import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * What the member centre needs of the shell: its state (template, unread count, the member's name) and its
 * flows (avatar, logout). Features never import each other, so the app hands the shell's implementation
 * (loadMemberCentreShell of @playdeck/features-shell) to the screen loader.
 */
export interface MemberShell {
  /** Spec section 4: status info.mobileTemplate.mem_cen 1 → 'new', else 'base'. */
  useCentreTemplate: () => 'new' | 'base';
  /** The inbox's unread count (0 when the member's type gets none). */
  useUnreadCount: () => number;
  /** Nickname, falling back to the account; null while it first loads. */
  useMemberName: () => { name: string | null };
  Avatar: ComponentType<{ name: string }>;
  /** Logout with the spec's confirmation; `children(ask)` renders what starts it. */
  LogoutFlow: ComponentType<{ children: (ask: () => void) => ReactNode }>;
}

const MemberShellContext = createContext<MemberShell | null>(null);

export function useMemberShell(): MemberShell {
  const shell = useContext(MemberShellContext);
  if (!shell) throw new Error('The member centre needs its MemberShell (see loadMemberCentreScreen)');
  return shell;
}

/** `Screen` with the shell's parts in reach. */
export function withMemberShell(Screen: ComponentType, shell: MemberShell): ComponentType {
  function WithMemberShell() {
    return (
      <MemberShellContext.Provider value={shell}>
        <Screen />
      </MemberShellContext.Provider>
    );
  }
  return WithMemberShell;
}
