import { and, eq, sql } from 'drizzle-orm';
import { GAME_CATEGORIES } from '@playdeck/api';
import { games, gameVendors, merchants } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { createNamePool, hasNamePool, type GameName } from '../modules/games/catalogue/game-names';
import { VENDOR_SEEDS, type VendorSeed } from '../modules/games/catalogue/vendors';
import { gameConditions } from '../modules/games/game-filters';
import { countGames } from '../modules/games/game-rows';
import type { GameCategory } from '../modules/games/game-types';
import { seededRandom, seedOf, type SeededRandom } from '../seed/random';
import { generatedGameValues, insertGames } from '../seed/seed-games';
import type { PlatformServices } from '../services';

export const GAMES_ADDED_MAX = 5000;

export interface AddGames {
  /** A real merchant's code; every real merchant when absent. */
  merchant?: string;
  /** A vendor code of the category, in any case (JL, pg, …). */
  vendor: string;
  category: GameCategory;
  count: number;
}

export interface GamesAdded {
  merchant: string;
  vendor: string;
  category: GameCategory;
  added: number;
  /** The merchant's games of the category now, as the game list counts them. */
  total: number;
}

interface MerchantRow {
  id: number;
  code: string;
}

/** What `addGames` knows before it writes: the vendor row and where the merchant's numbering stands. */
interface Continuation {
  vendorId: number;
  /** The vendor's games of the category so far (game codes go on from there). */
  vendorGames: number;
  lastNodeId: number;
  lastSortOrder: number;
  takenNames: Set<string>;
}

const refuse = (message: string) => new PlatformError('request_param_err', { status: 400, message });

export const isGameCategory = (value: string): value is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(value);

/** The seeded vendor with that code in that category; lottery games come only from the lottery catalogue. */
function vendorSeedOf(code: string, category: GameCategory): VendorSeed {
  if (category === 'LOTT') throw refuse('lottery games come from the lottery catalogue; add games of another category');
  const seed = VENDOR_SEEDS.find((vendor) => vendor.category === category && vendor.code.toLowerCase() === code.toLowerCase());
  if (!seed) {
    const known = VENDOR_SEEDS.filter((vendor) => vendor.category === category).map((vendor) => vendor.code);
    throw refuse(`no vendor ${code} in ${category} (its vendors: ${known.join(', ')})`);
  }
  return seed;
}

async function targetMerchants(services: PlatformServices, code: string | undefined): Promise<MerchantRow[]> {
  const rows = await services.db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchants)
    .where(eq(merchants.isTrial, false))
    .orderBy(merchants.id);
  if (!code) return rows;
  const found = rows.filter((row) => row.code === code);
  if (found.length === 0) throw refuse(`unknown merchant ${code} (games belong to: ${rows.map((row) => row.code).join(', ')})`);
  return found;
}

async function continuationOf(services: PlatformServices, merchantId: number, vendor: VendorSeed): Promise<Continuation> {
  const { db } = services;
  const [row] = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.gameType, vendor.gameType), eq(gameVendors.code, vendor.code)));
  if (!row) throw refuse(`the merchant has no vendor ${vendor.code} in ${vendor.gameType}`);
  const [numbering] = await db
    .select({
      lastNodeId: sql<
        string | number | bigint
      >`coalesce(max(CASE WHEN ${games.nodeId} ~ '^[0-9]{1,15}$' THEN ${games.nodeId}::bigint END), 100000)`,
      lastSortOrder: sql<number>`coalesce(max(${games.sortOrder}), 0)`,
    })
    .from(games)
    .where(eq(games.merchantId, merchantId));
  const sameCategory = await db
    .select({ vendorId: games.vendorId, nameEn: games.nameEn })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.category, vendor.category)));
  return {
    vendorId: row.id,
    vendorGames: sameCategory.filter((game) => game.vendorId === row.id).length,
    lastNodeId: Number(numbering!.lastNodeId),
    lastSortOrder: Number(numbering!.lastSortOrder),
    takenNames: new Set(sameCategory.map((game) => game.nameEn)),
  };
}

/** Names from the seed's pools that the merchant's category does not use yet, then numbered ones. */
function nameMaker(random: SeededRandom, vendor: VendorSeed, taken: Set<string>) {
  const names = createNamePool(random);
  const next = (gameNumber: number) => names.tryNext(vendor.category, vendor.code, vendor.displayName, gameNumber - 1);
  // Sports names are a vendor's few products, not a pool to draw from until it runs out.
  const pooled = hasNamePool(vendor.category);
  let poolLeft = pooled;
  return (gameNumber: number): GameName => {
    if (!pooled) {
      const product = next(gameNumber);
      if (product && !taken.has(product.en)) return remember(taken, product);
    }
    while (poolLeft) {
      const name = next(gameNumber);
      if (!name) poolLeft = false;
      else if (!taken.has(name.en)) return remember(taken, name);
    }
    const number = String(gameNumber).padStart(4, '0');
    return { en: `${vendor.displayName} Game ${number}`, ty: `Trò Chơi ${vendor.displayName} ${number}` };
  };
}

function remember(taken: Set<string>, name: GameName): GameName {
  taken.add(name.en);
  return name;
}

async function addToMerchant(services: PlatformServices, merchant: MerchantRow, vendor: VendorSeed, count: number): Promise<GamesAdded> {
  const start = await continuationOf(services, merchant.id, vendor);
  const random = seededRandom(seedOf(`${merchant.code}:${vendor.code}:${vendor.category}:${start.vendorGames}`));
  const nameOf = nameMaker(random, vendor, start.takenNames);
  const values = Array.from({ length: count }, (_, index) => {
    const gameNumber = start.vendorGames + index + 1;
    const name = nameOf(gameNumber);
    const game = {
      merchantId: merchant.id,
      vendorId: start.vendorId,
      nodeId: String(start.lastNodeId + index + 1),
      vendor,
      number: gameNumber,
      name,
    };
    return { ...generatedGameValues(random, game), sortOrder: start.lastSortOrder + index + 1 };
  });
  await insertGames(services.db, values);
  services.readCache.invalidate('catalogue');
  const total = await countGames(services.db, gameConditions({ merchantId: merchant.id, category: vendor.category }));
  return { merchant: merchant.code, vendor: vendor.code, category: vendor.category, added: count, total };
}

/**
 * Adds `count` generated games of a vendor to a merchant's catalogue (or to every real merchant's), made by
 * the seed's rules and listed after the existing games: for benchmarks at catalogue sizes past the seed's.
 */
export async function addGames(services: PlatformServices, request: AddGames): Promise<GamesAdded[]> {
  if (!Number.isInteger(request.count) || request.count < 1 || request.count > GAMES_ADDED_MAX) {
    throw refuse(`count is a whole number from 1 to ${GAMES_ADDED_MAX}, got ${request.count}`);
  }
  const vendor = vendorSeedOf(request.vendor, request.category);
  const added: GamesAdded[] = [];
  for (const merchant of await targetMerchants(services, request.merchant))
    added.push(await addToMerchant(services, merchant, vendor, request.count));
  return added;
}
