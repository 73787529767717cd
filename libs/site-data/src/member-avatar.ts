import { useQuery } from '@tanstack/react-query';
import { contract, staticAvatarUrl, type MemberAvatar } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { isTrialSession, useSessionStore } from '@playdeck/session';
import { apiClient, useUploadedImage } from '@playdeck/session/api';
import { memberScope } from './site-queries';

/**
 * The member's head icon (spec Avatar), shared by the header, the member centre and the settings screen:
 * setting one writes its answer under this key, so all of them show it at once. Trial users have none.
 */
export function memberAvatarQuery(userName: string, enabled = true) {
  return apiQueryOptions(apiClient, contract.headIcon.get, undefined, {
    enabled,
    persistedQuery: { scope: memberScope(userName) },
    staleTime: 5 * 60_000,
  });
}

export function useMemberAvatar() {
  const session = useSessionStore((state) => state.session);
  return useQuery(memberAvatarQuery(session?.userName ?? '', Boolean(session?.token) && !isTrialSession(session)));
}

/** Where a STATIC avatar's picture is; a CUSTOM one is an upload, read with the member's token (useUploadedImage). */
export function staticAvatarSource(avatar: MemberAvatar | undefined): string | null {
  return avatar?.avatarType === 'STATIC' && avatar.avatar ? staticAvatarUrl(avatar.avatar) : null;
}

/** The picture to show for the member's avatar, or null (none chosen, still loading, or failed): the initial then. */
export function useMemberAvatarSource(): string | null {
  const { data } = useMemberAvatar();
  const custom = useUploadedImage(data?.avatarType === 'CUSTOM' ? data.avatar : null);
  return data?.avatarType === 'CUSTOM' ? custom.url : staticAvatarSource(data);
}
