import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The member's profile as the settings screen shows it (nickname, account, masked e-mail). */
export const profileQuery = () => apiQueryOptions(apiClient, contract.settings.profile);

/** The brand's static avatars: they change rarely. */
export const staticAvatarsQuery = () => apiQueryOptions(apiClient, contract.headIcon.statics, undefined, { staleTime: 60 * 60_000 });
