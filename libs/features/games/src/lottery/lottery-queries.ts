import { keepPreviousData } from '@tanstack/react-query';
import { contract, GAME_LIST_MAX_PAGE_SIZE, LOTTERY_DRAWS_PAGE_SIZE, LOTTERY_REGIONS } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import type { LanguageCode } from '@playdeck/brand';
import { apiClient } from '@playdeck/session/api';

/** The region tabs of the Vietnamese lotteries: every region, or one. */
export const ALL_REGIONS = 'ALL';
export type RegionTab = (typeof LOTTERY_REGIONS)[number] | typeof ALL_REGIONS;

/** Every lottery of the catalogue has a history, opened for bets or not: the game list's lottery category. */
export const lotteryGamesQuery = (language: string) =>
  apiQueryOptions(
    apiClient,
    contract.games.gameList,
    { gameType: 'LOTT', pageNo: 1, pageSize: GAME_LIST_MAX_PAGE_SIZE, language },
    // Spec section 9: lottery lists are cached.
    { staleTime: 10 * 60_000 },
  );

export const drawsQuery = (gameId: number, pageNo: number, language: LanguageCode) =>
  apiQueryOptions(
    apiClient,
    contract.lottery.draws,
    { gameId, pageNo, pageSize: LOTTERY_DRAWS_PAGE_SIZE, language },
    { placeholderData: keepPreviousData },
  );

/** The opened Vietnamese lotteries (the numero call's /vn list), soonest first; refreshed as draws pass. */
export const vietnamLotteriesQuery = (region: RegionTab, language: LanguageCode) =>
  apiQueryOptions(
    apiClient,
    contract.games.lotteryVietnam,
    { region: region === ALL_REGIONS ? '' : region, language },
    // Spec section 9: lottery lists are cached; a draw closes bets, so the list refreshes each minute.
    { staleTime: 30_000, refetchInterval: 60_000 },
  );

/** The lotteries open for bets (the numero call); the last answer shows at once while a fresh one loads. */
export const numeroLotteriesQuery = (language: LanguageCode) =>
  apiQueryOptions(
    apiClient,
    contract.games.lotteryNumero,
    { language },
    // Spec section 9: lottery lists are cached.
    { persistedQuery: { maxAgeMs: 60 * 60_000 }, staleTime: 30_000 },
  );
