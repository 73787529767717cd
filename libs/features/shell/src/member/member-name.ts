import type { contract, ValueOf } from '@playdeck/api';
import type { SessionInfo } from '@playdeck/session';

type MemberInfo = ValueOf<typeof contract.session.memberInfo>;

/** Spec section 2: the nickname, falling back to the account (then the session's user name). */
export function memberDisplayName(
  info: Pick<MemberInfo, 'nickname' | 'account' | 'userName'> | undefined,
  session: SessionInfo | null,
): string {
  return info?.nickname?.trim() || info?.account || info?.userName || session?.userName || '';
}

/** The avatar's letter: the name's first character, upper-cased. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}
