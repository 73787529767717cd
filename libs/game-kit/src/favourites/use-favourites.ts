import { useCallback, useMemo, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contract, FAVOURITE_IDS_PAGE_SIZE, type Game } from '@playdeck/api';
import { apiQueryKey, apiQueryOptions, describeError, invalidateCall } from '@playdeck/api/client';
import { useMemberGuard, useSessionStore } from '@playdeck/session';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';

/** Spec section 9: the favourite loading notice lasts up to 10 s; "Change saved" shows for 1 s. */
export const FAVOURITE_LOADING_MS = 10_000;
export const CHANGE_SAVED_MS = 1000;

const IDS_QUERY = { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE };
const idsKey = apiQueryKey(contract.games.favouriteIds, IDS_QUERY);

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage'>;

/** Adds or removes a node id in a favourite id list, newest first. */
export function withFavourite(ids: readonly string[], nodeId: string, favourite: boolean): string[] {
  const others = ids.filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...others] : others;
}

/**
 * The member's favourites (spec section 4): ids are loaded once per session (page size 100). Toggling
 * removes a favourite at once, before the call, and adds one when the platform has saved it; "Change
 * saved" shows for 1 s. A failure hides the loading notice, says why and puts the list back as it was.
 */
export function useFavourites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { guard } = useMemberGuard();
  const signedIn = useSessionStore((state) => !!state.session?.token);
  const ids = useQuery(apiQueryOptions(apiClient, contract.games.favouriteIds, IDS_QUERY, { enabled: signedIn, staleTime: Infinity }));
  const favourites = useMemo(() => new Set(ids.data ?? []), [ids.data]);
  const pending = useRef(new Set<string>());

  const setFavourite = useCallback(
    (nodeId: string, favourite: boolean) =>
      queryClient.setQueryData<string[]>(idsKey, (list = []) => withFavourite(list, nodeId, favourite)),
    [queryClient],
  );

  const add = useMutation({
    mutationFn: (game: FavouriteGame) =>
      apiClient.call(contract.games.addFavourite, { body: { nodeId: game.nodeId, vendor: game.vassalage } }),
  });
  const remove = useMutation({
    mutationFn: (game: FavouriteGame) =>
      apiClient.call(contract.games.removeFavourite, { body: { nodeId: game.nodeId, vendor: game.vassalage } }),
  });

  const toggle = async (game: FavouriteGame) => {
    if (!guard('member', 'notice')) return;
    if (pending.current.has(game.nodeId)) return;
    pending.current.add(game.nodeId);
    const removing = favourites.has(game.nodeId);
    const loading = toast.show({ message: t('game_fav_saving'), kind: 'loading', duration: FAVOURITE_LOADING_MS });
    if (removing) setFavourite(game.nodeId, false);
    try {
      await (removing ? remove : add).mutateAsync(game);
      if (!removing) setFavourite(game.nodeId, true);
      toast.hide(loading);
      toast.show({ message: t('game_fav_saved'), kind: 'success', duration: CHANGE_SAVED_MS });
      void invalidateCall(queryClient, contract.games.favourites);
    } catch (error) {
      toast.hide(loading);
      if (removing) setFavourite(game.nodeId, true);
      if (!isSessionEnded(error)) {
        const { key, params } = describeError(error);
        toast.show({ message: t(key, params), kind: 'error' });
      }
    } finally {
      pending.current.delete(game.nodeId);
    }
  };

  return {
    /** False until the ids have loaded (and for visitors). */
    loaded: ids.isSuccess,
    isFavourite: (nodeId: string) => favourites.has(nodeId),
    toggle,
  };
}
