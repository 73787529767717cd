import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../../../testing/call-platform';
import type { TestPlatform } from '../../../testing/test-platform';
import { demoGameCalls } from '../demo-game/demo-calls';

export interface LaunchTarget {
  nodeId: string;
  vassalage: string;
}

/** Launches a game and loads its demo page once, as a browser following game_url would. */
export async function launchAndOpen(
  platform: TestPlatform,
  token: string,
  game: LaunchTarget,
  { accountType = 1, merchant = 'PLAYDECK' }: { accountType?: 0 | 1; merchant?: string } = {},
) {
  const launched = valueOf(
    await callPlatform(platform, contract.games.launch, {
      token,
      merchant,
      body: { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, launchMode: 'GLS', accountType, showChoice: false },
    }),
  );
  const url = launched.content.game_url;
  const page = await platform.app.inject({ method: 'GET', url });
  const playToken = /"playToken":"([A-Za-z0-9_-]{43})"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !playToken) throw new Error(`demo game did not open: ${page.statusCode}`);
  return { url, page, playToken };
}

export const spin = (platform: TestPlatform, playToken: string, roundId: string, bet: number, merchant = 'PLAYDECK') =>
  callPlatform(platform, demoGameCalls.spin, { merchant, body: { playToken, roundId, bet } });

export const gameState = async (platform: TestPlatform, playToken: string, merchant = 'PLAYDECK') =>
  valueOf(await callPlatform(platform, demoGameCalls.state, { merchant, body: { playToken } }));
