import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { gameRounds, wallets } from '../../../db/schema';
import { PlatformError } from '../../../http/platform-error';
import type { PlatformServices } from '../../../services';
import { isUniqueViolation, post } from '../../wallet/ledger';
import type { PlaySession } from './play-session';
import { spinReels, winFor } from './slot-machine';

export const MAX_BET = 1_000_00;

export interface RoundResult {
  roundId: string;
  reels: string[];
  /** Minor units. */
  bet: number;
  win: number;
  balance: number;
  replayed: boolean;
}

async function replay(services: PlatformServices, play: PlaySession, roundId: string, bet: number): Promise<RoundResult> {
  const [round] = await services.db
    .select({ round: gameRounds, balance: wallets.balance })
    .from(gameRounds)
    .innerJoin(wallets, eq(wallets.id, gameRounds.walletId))
    .where(and(eq(gameRounds.walletId, play.walletId), eq(gameRounds.roundId, roundId)));
  if (!round || round.round.bet !== bet || round.round.launchId !== play.launchId) {
    throw new PlatformError('request_param_err', { message: 'this round id was used for another bet' });
  }
  const { reels, win } = round.round;
  return { roundId, reels: reels.split(','), bet, win, balance: round.balance, replayed: true };
}

/**
 * One bet: the round row, the debit and any win commit together or not at all. The round id is unique
 * per wallet, so a retried or concurrent duplicate answers the first outcome and never bets again.
 */
export async function playRound(services: PlatformServices, play: PlaySession, roundId: string, bet: number): Promise<RoundResult> {
  if (bet < play.minBet || bet > MAX_BET) throw new PlatformError('request_param_err', { message: 'bet outside the table limits' });
  const spin = spinReels(randomInt);
  const win = winFor(bet, spin);
  const now = services.now();
  const keyed = `${play.walletId}:${roundId}`;
  try {
    const result = await services.db.transaction(async (tx) => {
      const [round] = await tx
        .insert(gameRounds)
        .values({ launchId: play.launchId, walletId: play.walletId, roundId, bet, win, reels: spin.reels.join(','), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: gameRounds.id });
      if (!round) return undefined;
      const reference = `round:${round.id}`;
      const legs = (amount: number) => [
        { walletId: play.walletId, amount },
        { house: 'GAMES' as const, amount: -amount },
      ];
      const posting = { memberId: play.memberId, reference, now };
      let balance = (await post(tx, { ...posting, kind: 'bet', idempotencyKey: `bet:${keyed}`, legs: legs(-bet) })).get(play.walletId)!;
      if (win > 0)
        balance = (await post(tx, { ...posting, kind: 'win', idempotencyKey: `win:${keyed}`, legs: legs(win) })).get(play.walletId)!;
      return { roundId, reels: spin.reels, bet, win, balance, replayed: false };
    });
    return result ?? (await replay(services, play, roundId, bet));
  } catch (error) {
    if (isUniqueViolation(error)) return replay(services, play, roundId, bet);
    throw error;
  }
}
