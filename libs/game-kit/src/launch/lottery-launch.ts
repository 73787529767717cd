import * as z from 'zod/mini';
import { DEFAULT_PRIZE_MODE, PRIZE_MODES, type Game, type PlayType, type PrizeMode, type VendorStructure } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';

/** The launch route's playType: `ent` for the entertainment mode, `trad` for the traditional one. */
export type LotteryPlayType = 'ent' | 'trad';

/** The vendor whose presence in the vendor mapping makes its games use the e-lottery prize mode. */
export const E_LOTTERY_VENDOR = 'ELOTT';
/** The lottery prize mode of a vendor's games when it is not the e-lottery (Lott unless named here). */
const LOTTERY_MODE_BY_VENDOR: Readonly<Record<string, PrizeMode>> = { TCG_SEA: 'SEA' };
const LOTTERY_MODE: PrizeMode = 'Lott';

/** Spec section 2: ent when the lotto mode contains Entertainment, otherwise trad. */
export function lotteryPlayType(lottoMode: string | null | undefined): LotteryPlayType {
  return lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}

export const PLAY_TYPE_OF: Readonly<Record<LotteryPlayType, PlayType>> = { ent: 'Entertainment', trad: 'Tradition' };

/**
 * Spec section 4: the prize mode is the lottery mode, unless the vendor mapping holds the specific lottery
 * key (the e-lottery vendor, for a game of that vendor): then it is the e-lottery mode (Elott by default).
 */
export function lotteryPrizeMode(vassalage: string, mapping: VendorStructure['mapping'] | undefined): PrizeMode {
  const eLotteryListed = mapping?.LOTT?.some((card) => card.vassalage === E_LOTTERY_VENDOR) ?? false;
  if (eLotteryListed && vassalage === E_LOTTERY_VENDOR) return DEFAULT_PRIZE_MODE;
  return LOTTERY_MODE_BY_VENDOR[vassalage] ?? LOTTERY_MODE;
}

/** /m/launchGame for a lottery game (spec section 2); pageBack is home. */
export function lotteryLaunchPath(
  game: Pick<Game, 'gameId' | 'gameCode' | 'gameGroupId' | 'lottoMode' | 'vassalage'>,
  mapping: VendorStructure['mapping'] | undefined,
): string {
  return withQuery(paths.launchGame, {
    playType: lotteryPlayType(game.lottoMode),
    gameId: game.gameId,
    gameGroupId: game.gameGroupId ?? undefined,
    prize_mode: lotteryPrizeMode(game.vassalage, mapping),
    code: game.gameCode,
    pageBack: 'home',
  });
}

const launchQuerySchema = z.object({
  playType: z._default(z.enum(['ent', 'trad']), 'trad'),
  gameId: z.coerce.number().check(z.int(), z.positive()),
  gameGroupId: z.optional(z.coerce.number().check(z.int())),
  prize_mode: z.optional(z.enum(PRIZE_MODES)),
  code: z.optional(z.string().check(z.maxLength(64))),
  pageBack: z._default(z.string(), 'home'),
});
export type LotteryLaunchQuery = z.output<typeof launchQuerySchema>;

/** The launch route's query, or null when it names no valid game (a hand-typed or stale link). */
export function parseLotteryLaunch(search: URLSearchParams): LotteryLaunchQuery | null {
  const raw = Object.fromEntries([...search.entries()].filter(([, value]) => value !== ''));
  const parsed = launchQuerySchema.safeParse(raw);
  if (!parsed.success) return null;
  return parsed.data;
}

/** Where the launch page's back control goes: pageBack names a route of the app; anything else is home. */
export function pageBackPath(pageBack: string): string {
  const known: Readonly<Record<string, string>> = { home: paths.home, gameCenter: paths.gameCenter, gameList: paths.gameList };
  return known[pageBack] ?? paths.home;
}
