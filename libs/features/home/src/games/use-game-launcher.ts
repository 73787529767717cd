import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TYPE_FREE_PLAY, ACCOUNT_TYPE_REAL, contract, type Game } from '@playdeck/api';
import { apiMutationOptions, describeError } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { useIsTrialUser, useMemberGuard } from '@playdeck/session';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';
import { gameLaunch, launchKey, lotteryLaunchPath, type LaunchTarget } from './launch-target';

/** Where a launched game opens: this window, as the platform's link is one-time (a seam for tests). */
export const gameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Game tap (spec section 4): a visitor goes to /m/login; a member launches with games.launch and the game
 * opens in this window. Trial users play for free (accountType 0), real accounts with money (1).
 */
export function useGameLauncher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guard } = useMemberGuard();
  const isTrial = useIsTrialUser();
  const { language } = useLanguage();
  const toast = useToast();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const mutation = useMutation(
    apiMutationOptions(apiClient, contract.games.launch, {
      onSuccess: (value) => gameWindow.open(value.content.game_url),
      onError: (error) => {
        if (isSessionEnded(error)) return;
        const { key, params } = describeError(error);
        toast.show({ message: t(key, params), kind: 'error' });
      },
      onSettled: () => setPendingKey(null),
    }),
  );

  const launch = (target: LaunchTarget) => {
    if (!guard('member')) return;
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
        accountType: isTrial ? ACCOUNT_TYPE_FREE_PLAY : ACCOUNT_TYPE_REAL,
        language,
      },
    });
  };

  /** A game tile: lottery games open the lottery launch route, every other game launches. */
  const openGame = (game: Game) => {
    if (game.category !== 'LOTT') return launch(gameLaunch(game));
    if (guard('member')) navigate(lotteryLaunchPath(game));
  };

  /** pendingKey: the launchKey of the launch under way, so its button can show a spinner. */
  return { launch, openGame, pendingKey };
}
