import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ACCOUNT_TYPE_FREE_PLAY,
  ACCOUNT_TYPE_REAL,
  GATEWAY_MOBILE,
  buildVendorStructure,
  contract,
  type Game,
  type PlayType,
  type PrizeMode,
} from '@playdeck/api';
import { apiMutationOptions, describeError, invalidateCall, type ApiClient } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { vendorsQuery } from '@playdeck/site-data';
import { useIsTrialUser, useMemberGuard } from '@playdeck/session';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { useRefusedUrlNotice, useToast } from '@playdeck/ui';
import { checkedLaunchUrl, gameWindow } from './game-window';
import { gameLaunch, launchKey, type LaunchTarget } from './launch-target';
import { lotteryLaunchPath } from './lottery-launch';

/** A lottery's own launch details (the launch route's prize mode and play type). */
export interface LotteryOptions {
  prizeMode: PrizeMode;
  playType: PlayType;
  gameGroupId?: number;
}

/**
 * Adds a launched game to the member's recent games (spec section 7, "add recent"), then refreshes the
 * recent list. The platform records a launch too; adding it again only moves it to the top. A failure
 * leaves the game playing: the recent list is a convenience.
 */
async function addRecentGame(client: ApiClient, launched: { vendor: string; nodeId?: string | undefined }): Promise<void> {
  if (!launched.nodeId) return;
  await client.call(contract.games.addRecent, { query: { nodeId: launched.nodeId, vendor: launched.vendor } }).catch(() => undefined);
}

/**
 * Game tap (spec section 4): a visitor goes to /m/login; a member launches with games.launch and the game
 * opens in this window from the mobile gateway. Trial users play for free (accountType 0), real accounts
 * with money (1). The launched game is added to the recent games, and the recent list refreshed. The game URL passes the app's
 * URL guard first: one that does not (a script or data link) is not opened, and the player is told.
 */
export function useGameLauncher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { guard } = useMemberGuard();
  const isTrial = useIsTrialUser();
  const { language } = useLanguage();
  const toast = useToast();
  const refusedUrl = useRefusedUrlNotice();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const mutation = useMutation(
    apiMutationOptions(apiClient, contract.games.launch, {
      onSuccess: (value, variables) => {
        void addRecentGame(apiClient, variables.body).then(() => invalidateCall(queryClient, contract.games.recent));
        const url = checkedLaunchUrl(value.content.game_url);
        if (url) gameWindow.open(url);
        else refusedUrl();
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const { key, params } = describeError(error);
        toast.show({ message: t(key, params), kind: 'error' });
      },
      onSettled: () => setPendingKey(null),
    }),
  );

  const launch = (target: LaunchTarget, lottery?: LotteryOptions) => {
    if (!guard('member', 'redirect')) return;
    if (mutation.isPending) return;
    setPendingKey(launchKey(target));
    mutation.mutate({
      body: {
        gameCategory: target.category,
        category: target.category,
        vendor: target.vendor,
        gameId: target.gameId,
        nodeId: target.nodeId,
        supportPlay: target.supportPlay,
        showChoice: false,
        launchMode: 'GLS',
        gateway: GATEWAY_MOBILE,
        accountType: isTrial ? ACCOUNT_TYPE_FREE_PLAY : ACCOUNT_TYPE_REAL,
        ...(lottery && { prizeMode: lottery.prizeMode, playType: lottery.playType, gameGroupId: lottery.gameGroupId }),
        language,
      },
    });
  };

  /**
   * A game tile: lottery games open the lottery launch route (its prize mode needs the vendor mapping,
   * fetched now if home has not loaded it yet), every other game launches.
   */
  const openGame = async (game: Game) => {
    if (game.category !== 'LOTT') return launch(gameLaunch(game));
    if (!guard('member', 'redirect')) return;
    const lanes = await queryClient.fetchQuery(vendorsQuery(language)).catch(() => undefined);
    navigate(lotteryLaunchPath(game, lanes && buildVendorStructure(lanes.data.lanes).mapping));
  };

  /** pendingKey: the launchKey of the launch under way, so its button can show a spinner. */
  return { launch, openGame, pendingKey, isLaunching: mutation.isPending };
}
