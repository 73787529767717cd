import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favouriteGames, games, gameVendors, lotteryGames, members, recentGames } from '../db/schema';
import type { Merchant } from '../http/request-context';
import { gameSearchText } from '../modules/games/catalogue/search-text';
import { createNamePool } from '../modules/games/catalogue/game-names';
import { LOTTERY_SEEDS, type LotterySeed } from '../modules/games/catalogue/lotteries';
import { VENDOR_SEEDS, type VendorSeed } from '../modules/games/catalogue/vendors';
import type { GameCategory, GameClassification } from '../modules/games/game-types';
import type { PlatformServices } from '../services';
import { seededRandom, seedOf, type SeededRandom } from './random';
import { scopeMerchants, type SeedScope } from './scope';

type GameValues = typeof games.$inferInsert;

/** Hot games per category (ranks are shuffled across them). */
const HOT_GAMES: Partial<Record<GameCategory, number>> = {
  RNG: 16,
  LIVE: 6,
  FISH: 5,
  PVP: 5,
  SPORTS: 2,
  ESPORTS: 2,
  COCKFIGHT: 1,
  LOTT: 3,
};
const SLOT_LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50, 243];
/** Minimum bets in minor units, from the spec's filter options (0.01, 0.05, 0.1, 0.5, 0.75). */
const MIN_BETS: Record<GameCategory, readonly number[]> = {
  RNG: [1, 5, 10, 50, 75],
  FISH: [10, 50],
  LIVE: [50, 75],
  PVP: [10, 50],
  SPORTS: [50],
  ESPORTS: [50],
  COCKFIGHT: [50],
  LOTT: [1, 5],
};
const DEMO_FAVOURITES = 6;
const DEMO_RECENT = 5;

function shuffle<T>(random: SeededRandom, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

function slotClassification(random: SeededRandom): GameClassification | null {
  const roll = random.next();
  if (roll < 0.12) return 'JP';
  if (roll < 0.2) return 'SC';
  if (roll < 0.28) return 'VP';
  if (roll < 0.38) return 'AC';
  return null;
}

const CLASSIFICATION: Partial<Record<GameCategory, (random: SeededRandom) => GameClassification | null>> = {
  RNG: slotClassification,
  FISH: () => 'AC',
  PVP: () => 'TG',
};

/** What a new game of a category is like: the seed's rules, shared with the admin `games` command. */
function gameTraits(random: SeededRandom, category: GameCategory) {
  return {
    classify: CLASSIFICATION[category]?.(random) ?? null,
    minBet: random.pick(MIN_BETS[category]),
    minLine: category === 'RNG' ? random.pick(SLOT_LINES) : 1,
    isNew: random.chance(0.08),
    hotRank: null,
    supportPlay: 'html5',
  };
}

export interface GeneratedGame {
  merchantId: number;
  vendorId: number;
  nodeId: string;
  vendor: Pick<VendorSeed, 'code' | 'category' | 'gameType'>;
  /** The game's number among its vendor's games of that category, from 1. */
  number: number;
  name: { en: string; ty: string };
}

/**
 * Live casino rooms (spec section 3: Free, VIP, Pay per View): most are free to sit at, every third a VIP
 * room, every fifth pay per view. From the game's number, so the seed's random sequence stays as it was.
 */
export function liveRoomType(category: GameCategory, number: number): GameValues['roomType'] {
  if (category !== 'LIVE') return null;
  if (number % 5 === 0) return 'PPV';
  return number % 3 === 0 ? 'VIP' : 'FREE';
}

/** A generated game's row, less its sort order, by the seed's rules (the admin `games` command adds more the same way). */
export function generatedGameValues(random: SeededRandom, game: GeneratedGame): Omit<GameValues, 'sortOrder'> {
  return {
    merchantId: game.merchantId,
    vendorId: game.vendorId,
    nodeId: game.nodeId,
    gameCode: `${game.vendor.code}_${game.vendor.category}_${String(game.number).padStart(3, '0')}`,
    nameEn: game.name.en,
    nameTy: game.name.ty,
    searchText: gameSearchText(game.name.en, game.name.ty),
    category: game.vendor.category,
    gameType: game.vendor.gameType,
    ...gameTraits(random, game.vendor.category),
    roomType: liveRoomType(game.vendor.category, game.number),
  };
}

interface PlannedGame {
  values: Omit<GameValues, 'sortOrder'>;
  lottery?: LotterySeed;
}

function planGames(random: SeededRandom, merchantId: number, vendorIds: number[]): PlannedGame[] {
  const names = createNamePool(random);
  const planned: PlannedGame[] = [];
  VENDOR_SEEDS.forEach((vendor: VendorSeed, vendorIndex) => {
    const lotteries = vendor.category === 'LOTT' ? LOTTERY_SEEDS.filter((lottery) => lottery.vendor === vendor.code) : [];
    const count = lotteries.length || vendor.games;
    for (let index = 0; index < count; index++) {
      const lottery = lotteries[index];
      const name = lottery ? { en: lottery.en, ty: lottery.ty } : names.next(vendor.category, vendor.code, vendor.displayName, index);
      planned.push({
        values: generatedGameValues(random, {
          merchantId,
          vendorId: vendorIds[vendorIndex]!,
          nodeId: String(100_001 + planned.length),
          vendor,
          number: index + 1,
          name,
        }),
        lottery,
      });
    }
  });
  return planned;
}

/** Hot games first by rank, then the rest in a shuffled order: the default order of the game list. */
function rankGames(random: SeededRandom, planned: PlannedGame[]): GameValues[] {
  const hot = Object.entries(HOT_GAMES).flatMap(([category, count]) =>
    shuffle(
      random,
      planned.filter((game) => game.values.category === category),
    ).slice(0, count),
  );
  shuffle(random, hot).forEach((game, index) => (game.values.hotRank = index + 1));
  const order = shuffle(random, [...planned.keys()]);
  return planned.map((game, index) => ({ ...game.values, sortOrder: game.values.hotRank ?? 1_000 + order[index]! }));
}

async function seedMerchantCatalogue(services: PlatformServices, merchant: Merchant): Promise<void> {
  const { db } = services;
  const random = seededRandom(seedOf(merchant.code));
  const vendors = await db
    .insert(gameVendors)
    .values(
      VENDOR_SEEDS.map((vendor, index) => ({
        merchantId: merchant.id,
        code: vendor.code,
        accountTypeName: vendor.code,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        sortOrder: index,
      })),
    )
    .returning({ id: gameVendors.id });
  const planned = planGames(
    random,
    merchant.id,
    vendors.map((vendor) => vendor.id),
  );
  const values = rankGames(random, planned);
  const ids = new Map<string, number>();
  for (const row of await insertGames(db, values)) ids.set(row.nodeId, row.id);
  await db.insert(lotteryGames).values(
    planned.flatMap(({ values: game, lottery }) =>
      lottery
        ? [
            {
              gameId: ids.get(game.nodeId)!,
              gameGroupId: lottery.gameGroupId,
              lottoMode: lottery.lottoMode,
              prizeModes: lottery.prizeModes,
              region: lottery.region,
              drawIntervalSeconds: lottery.drawIntervalSeconds,
              drawOffsetSeconds: lottery.drawOffsetSeconds,
              drawDays: lottery.drawDays,
            },
          ]
        : [],
    ),
  );
  await seedDemoPlayer(services, merchant, values, ids);
}

/**
 * One statement with one JSON parameter: 600+ rows as bound parameters cost PGlite several times more,
 * and every test resets the world.
 */
export async function insertGames(db: Db, values: GameValues[]): Promise<{ id: number; nodeId: string }[]> {
  const rows = values.map((game) => ({
    merchant_id: game.merchantId,
    vendor_id: game.vendorId,
    node_id: game.nodeId,
    game_code: game.gameCode,
    name_en: game.nameEn,
    name_ty: game.nameTy,
    search_text: game.searchText,
    category: game.category,
    game_type: game.gameType,
    classify: game.classify,
    min_bet: game.minBet,
    min_line: game.minLine,
    room_type: game.roomType ?? null,
    is_new: game.isNew,
    hot_rank: game.hotRank,
    sort_order: game.sortOrder,
    support_play: game.supportPlay,
  }));
  const result = await db.execute(sql`
    INSERT INTO games (merchant_id, vendor_id, node_id, game_code, name_en, name_ty, search_text, category, game_type, classify,
      min_bet, min_line, room_type, is_new, hot_rank, sort_order, support_play)
    SELECT merchant_id, vendor_id, node_id, game_code, name_en, name_ty, search_text, category, game_type, classify,
      min_bet, min_line, room_type, is_new, hot_rank, sort_order, support_play
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS game(merchant_id integer, vendor_id integer, node_id text,
      game_code text, name_en text, name_ty text, search_text text, category text, game_type text, classify text, min_bet bigint,
      min_line integer, room_type text, is_new boolean, hot_rank integer, sort_order integer, support_play text)
    RETURNING id, node_id`);
  return (result as unknown as { rows: { id: string | number; node_id: string }[] }).rows.map((row) => ({
    id: Number(row.id),
    nodeId: row.node_id,
  }));
}

/** member01 starts with a few favourites (hot games) and recently played games. */
async function seedDemoPlayer(
  services: PlatformServices,
  merchant: Merchant,
  values: GameValues[],
  ids: Map<string, number>,
): Promise<void> {
  const [member] = await services.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.username, 'member01')));
  if (!member) return;
  const byRank = values.filter((game) => game.hotRank !== null).sort((a, b) => a.hotRank! - b.hotRank!);
  const now = services.now().getTime();
  await services.db
    .insert(favouriteGames)
    .values(
      byRank
        .slice(0, DEMO_FAVOURITES)
        .map((game, index) => ({ memberId: member.id, gameId: ids.get(game.nodeId)!, createdAt: new Date(now - index * 60_000) })),
    );
  await services.db
    .insert(recentGames)
    .values(
      byRank
        .slice(DEMO_FAVOURITES - 2, DEMO_FAVOURITES - 2 + DEMO_RECENT)
        .map((game, index) => ({ memberId: member.id, gameId: ids.get(game.nodeId)!, playedAt: new Date(now - (index + 1) * 3_600_000) })),
    );
}

/** Every real merchant's vendors and 600+ games (trial merchants use their real merchant's). */
export async function seedGames(services: PlatformServices, scope: SeedScope): Promise<void> {
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) await seedMerchantCatalogue(services, merchant);
}
