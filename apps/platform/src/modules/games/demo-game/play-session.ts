import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { gameLaunches, games, gameVendors, merchants, sessions } from '../../../db/schema';
import { hashToken } from '../../../http/authenticate';
import { PlatformError } from '../../../http/platform-error';
import type { PlatformServices } from '../../../services';

export const TICKET_TTL_MS = 5 * 60_000;
export const PLAY_TTL_MS = 2 * 3_600_000;

/** 256 random bits, URL-safe: launch tickets and play tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PlaySession {
  launchId: number;
  memberId: number;
  walletId: number;
  accountType: number;
  language: 'EN' | 'TY';
  merchantCode: string;
  gameName: string;
  vendor: string;
  /** Minor units. */
  minBet: number;
}

async function loadPlaySession(services: PlatformServices, where: ReturnType<typeof and>) {
  const [row] = await services.db
    .select({ launch: gameLaunches, session: sessions, merchantCode: merchants.code, game: games, vendor: gameVendors.code })
    .from(gameLaunches)
    .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
    .innerJoin(merchants, eq(merchants.id, gameLaunches.merchantId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(where)
    .limit(1);
  if (!row) return undefined;
  const { launch, game } = row;
  const session: PlaySession = {
    launchId: launch.id,
    memberId: launch.memberId,
    walletId: launch.walletId,
    accountType: launch.accountType,
    language: launch.language,
    merchantCode: row.merchantCode,
    gameName: launch.language === 'TY' ? game.nameTy : game.nameEn,
    vendor: row.vendor,
    minBet: game.minBet,
  };
  return { session, memberSession: row.session, playExpiresAt: launch.playExpiresAt };
}

/**
 * Exchanges a launch ticket for a play token, once: a second load of the same game URL, or one after
 * the ticket's 5 minutes, gets nothing.
 */
export async function redeemTicket(
  services: PlatformServices,
  ticket: string,
): Promise<{ playToken: string; session: PlaySession } | undefined> {
  if (!TOKEN_PATTERN.test(ticket)) return undefined;
  const now = services.now();
  const playToken = randomToken();
  const [redeemed] = await services.db
    .update(gameLaunches)
    .set({ redeemedAt: now, playTokenHash: hashToken(playToken), playExpiresAt: new Date(now.getTime() + PLAY_TTL_MS) })
    .where(and(eq(gameLaunches.ticketHash, hashToken(ticket)), isNull(gameLaunches.redeemedAt), gt(gameLaunches.ticketExpiresAt, now)))
    .returning({ id: gameLaunches.id });
  if (!redeemed) return undefined;
  const loaded = await loadPlaySession(services, eq(gameLaunches.id, redeemed.id));
  return loaded && { playToken, session: loaded.session };
}

/** The play session a demo-game call's token names, refused once it expired or the member's session ended. */
export async function playSessionFor(services: PlatformServices, merchantId: number, playToken: string): Promise<PlaySession> {
  const loaded = await loadPlaySession(
    services,
    and(eq(gameLaunches.playTokenHash, hashToken(playToken)), eq(gameLaunches.merchantId, merchantId)),
  );
  const now = services.now();
  const live =
    loaded && loaded.playExpiresAt && loaded.playExpiresAt > now && !loaded.memberSession.endedAt && loaded.memberSession.expiresAt > now;
  if (!live) throw new PlatformError('user.or.token.invalid', { status: 401, message: 'the game session ended: launch the game again' });
  return loaded.session;
}
