import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { captureStatements, fullScans, indexesUsed, loadIndexes, planOf } from './testing/query-plans';
import { signIn } from '../../testing/sign-in';

const WATCHED_TABLES = ['games', 'favourite_games', 'recent_games'] as const;

interface Shape {
  name: string;
  /** Makes the call and checks it succeeded. */
  call(platform: TestPlatform, token: string): Promise<unknown>;
  /** The index made for this shape: dropping it must fail this test even where another index would do. */
  index: string;
}

const gameList =
  (query: Record<string, unknown>): Shape['call'] =>
  async (platform) =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query }));

const SHAPES: Shape[] = [
  { name: 'slots', call: gameList({ gameType: 'RNG' }), index: 'games_merchant_category' },
  { name: 'slots of a vendor', call: gameList({ gameType: 'RNG', vassalage: 'jl' }), index: 'game_vendors_merchant_code' },
  { name: 'slots by name', call: gameList({ gameType: 'RNG', gameName: 'dragon' }), index: 'games_merchant_category' },
  { name: 'slots by classification', call: gameList({ gameType: 'RNG', gameClassify: 'JP' }), index: 'games_merchant_category' },
  { name: 'slots by minimum bet', call: gameList({ gameType: 'RNG', minBet: 0.5 }), index: 'games_merchant_category' },
  {
    name: 'slots with every filter',
    call: gameList({ gameType: 'RNG', vassalage: 'JL', gameName: 'dragon', gameClassify: 'JP', minBet: 0.5 }),
    index: 'game_vendors_merchant_code',
  },
  { name: 'sports (with e-sports and cockfight)', call: gameList({ gameType: 'SPORTS' }), index: 'games_merchant_type' },
  {
    name: 'hot games',
    call: async (platform) => valueOf(await callPlatform(platform, contract.games.popular, { query: {} })),
    index: 'games_merchant_hot',
  },
  {
    name: 'recent games',
    call: async (platform, token) => valueOf(await callPlatform(platform, contract.games.recent, { token, query: { clientType: 2 } })),
    index: 'recent_games_member_played',
  },
  {
    name: 'favourites',
    call: async (platform, token) =>
      valueOf(await callPlatform(platform, contract.games.favourites, { token, query: { pageNo: 1, pageSize: 10 } })),
    index: 'favourite_games_member_created',
  },
  {
    name: 'favourite ids',
    call: async (platform, token) =>
      valueOf(await callPlatform(platform, contract.games.favouriteIds, { token, query: { pageNo: 1, pageSize: 100 } })),
    index: 'favourite_games_member_created',
  },
];

describe('game queries at 600+ games (spec: indexed, no full scans per request)', () => {
  let platform: TestPlatform;
  let token: string;
  beforeAll(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
    // Fresh statistics, as autovacuum keeps them on a server: plans for the seeded sizes, not empty tables.
    await platform.services.database.exec(`ANALYZE ${WATCHED_TABLES.join(', ')}, game_vendors`);
  });

  it.each(SHAPES)('$name: the statements the call runs read games through indexes', async (shape) => {
    const indexes = await loadIndexes(platform);
    const statements = await captureStatements(platform, () => shape.call(platform, token));
    const gameStatements = statements.filter((statement) => /"(games|favourite_games|recent_games)"/.test(statement.query));
    expect(gameStatements.length).toBeGreaterThan(0);

    const used = new Set<string>();
    for (const statement of gameStatements) {
      const plan = await planOf(platform, statement);
      expect(fullScans(plan, WATCHED_TABLES, indexes), `${statement.query}\n${JSON.stringify(plan, null, 1)}`).toEqual([]);
      for (const index of indexesUsed(plan)) used.add(index);
    }
    expect([...used], 'the index made for this shape').toContain(shape.index);
  });

  it('runs on the seeded catalogue: 600+ slots per merchant', async () => {
    const slots = valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', pageSize: 100 } }));
    expect(slots.totalPages).toBeGreaterThan(6);
  });
});
