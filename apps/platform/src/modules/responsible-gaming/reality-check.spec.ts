import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { launchAndOpen, spin } from '../games/testing/launch-game';

const MINUTE = 60_000;

describe('responsible gaming: reality check', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token } = await signIn(platform));
  });

  const read = (as = token) => callPlatform(platform, contract.responsibleGaming.realityCheck, { token: as });
  // Bodies as a client might send them, bad ones included: the platform checks them, not the type.
  const set = (body: unknown, as = token) =>
    callPlatform(platform, contract.responsibleGaming.setRealityCheck, { token: as, body: body as Record<string, unknown> });
  const firstGame = async () =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', minBet: 0.5, pageSize: 1 } })).games[0]!;
  /** Plays rounds of `bet` on a game opened with `as`; answers wins minus stakes. */
  const play = async (as: string, prefix: string, bets: number[]) => {
    const { playToken } = await launchAndOpen(platform, as, await firstGame());
    let net = 0;
    for (const [index, bet] of bets.entries()) {
      const round = valueOf(await spin(platform, playToken, `${prefix}-round-${index}`, bet));
      net += round.win - round.bet;
    }
    return Math.round(net * 100) / 100;
  };

  it('is off until set; the interval stays for later sessions, the time counts from each sign-in', async () => {
    const signedInAt = platform.clock.now.getTime();
    expect(valueOf(await read())).toEqual({ intervalMinutes: null, signedInAt, now: signedInAt, net: 0 });
    expect(valueOf(await set({ intervalMinutes: 15 })).intervalMinutes).toBe(15);

    platform.clock.advance(20 * MINUTE);
    expect(valueOf(await read())).toEqual({ intervalMinutes: 15, signedInAt, now: signedInAt + 20 * MINUTE, net: 0 });

    const next = await signIn(platform);
    expect(valueOf(await read(next.token))).toMatchObject({ intervalMinutes: 15, signedInAt: signedInAt + 20 * MINUTE });
    expect(valueOf(await set({ intervalMinutes: 60 }, next.token)).intervalMinutes).toBe(60);
    expect(valueOf(await set({ intervalMinutes: null }, next.token)).intervalMinutes).toBeNull();
    expect(valueOf(await read(next.token)).intervalMinutes).toBeNull();
  });

  it('answers wins minus stakes of the rounds since this sign-in, never those before', async () => {
    await play(token, 'before', [1, 2]);
    platform.clock.advance(MINUTE);
    const fresh = await signIn(platform);
    expect(valueOf(await read(fresh.token)).net).toBe(0);
    platform.clock.advance(MINUTE);
    const net = await play(fresh.token, 'after', [1, 5, 2, 10]);
    expect(valueOf(await read(fresh.token)).net).toBeCloseTo(net, 2);
  });

  it("member A neither sees nor changes B's interval or result", async () => {
    const other = await signIn(platform, 'type04');
    await play(other.token, 'b-rounds', [3, 3]);
    valueOf(await set({ intervalMinutes: 30 }, other.token));
    expect(valueOf(await read())).toMatchObject({ intervalMinutes: null, net: 0 });
    valueOf(await set({ intervalMinutes: 60 }));
    expect(valueOf(await read(other.token)).intervalMinutes).toBe(30);
  });

  it('refuses a bad interval with a code, trial users and visitors', async () => {
    for (const body of [
      {},
      { intervalMinutes: 20 },
      { intervalMinutes: '15' },
      { intervalMinutes: 0 },
      { intervalMinutes: 'OFF' },
      null,
      15,
    ]) {
      expect(errorOf(await set(body))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(valueOf(await read()).intervalMinutes).toBeNull();
    const trial = await signInTrial(platform);
    const refused = await callPlatform(platform, contract.responsibleGaming.realityCheck, { token: trial.token, merchant: trial.merchant });
    expect(errorOf(refused).errorCode).toBe('trial.forbidden');
    expect(errorOf(await read('')).errorCode).toBe('user.or.token.invalid');
  });
});
