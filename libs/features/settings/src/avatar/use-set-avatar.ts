import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { contract, type BodyOf } from '@playdeck/api';
import { apiQueryKey, invalidateCalls } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

export type AvatarChoice = BodyOf<typeof contract.headIcon.set>;

/**
 * Sets the head icon once at a time. Its answer goes under the head icon's key, so the header, the member
 * centre and this screen show the new avatar at once; then it is fetched again.
 */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [pending, setPending] = useState<AvatarChoice | null>(null);
  const setAvatar = useCallback(
    async (choice: AvatarChoice): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setPending(choice);
      try {
        const answer = await apiClient.call(contract.headIcon.set, { body: choice });
        queryClient.setQueryData(apiQueryKey(contract.headIcon.get), answer);
        void invalidateCalls(queryClient, [contract.headIcon.get]);
        return true;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [queryClient],
  );
  return { setAvatar, pending };
}
