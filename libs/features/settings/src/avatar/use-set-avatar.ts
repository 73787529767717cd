import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract, type BodyOf } from '@playdeck/api';
import { apiQueryKey, invalidateCalls } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';

export type AvatarChoice = BodyOf<typeof contract.headIcon.set>;

/**
 * Sets the head icon once at a time. Its answer goes under the head icon's key, so the header, the member
 * centre and this screen show the new avatar at once; then it is fetched again.
 */
export function useSetAvatar() {
  const queryClient = useQueryClient();
  const { send, pendingArgs } = useCallMutation(contract.headIcon.set);
  const setAvatar = useCallback(
    async (choice: AvatarChoice): Promise<boolean> => {
      const answer = await send({ body: choice });
      if (answer === undefined) return false;
      queryClient.setQueryData(apiQueryKey(contract.headIcon.get), answer);
      void invalidateCalls(queryClient, [contract.headIcon.get]);
      return true;
    },
    [queryClient, send],
  );
  return { setAvatar, pending: (pendingArgs?.body as AvatarChoice | undefined) ?? null };
}
