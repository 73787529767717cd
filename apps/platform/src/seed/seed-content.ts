import { and, asc, eq } from 'drizzle-orm';
import { announcements, banners, games, gameVendors, helpSections, hotMatches, infoPageEntries, winners } from '../db/schema';
import type { PlatformServices } from '../services';
import { DEMO_ANNOUNCEMENTS } from '../modules/content/demo/demo-announcements';
import { bannerColors, DEMO_BANNERS, type BrandColors } from '../modules/content/demo/demo-banners';
import { DEMO_HELP } from '../modules/content/demo/demo-help';
import { DEMO_INFO_PAGES, infoEntryImage } from '../modules/content/demo/demo-info-pages';
import { DEMO_LEAGUES, DEMO_MATCH_COUNT } from '../modules/content/demo/demo-matches';
import { DEMO_PROMOTIONS } from '../modules/content/demo/demo-promotions';
import { DEMO_WINNER_COUNT, DEMO_WINNER_NAMES, DEMO_WINNERS_PER_CATEGORY, DEMO_WINNING_GAMES } from '../modules/content/demo/demo-winners';
import { DEMO_LANGUAGES } from '../modules/content/demo/localized';
import { brandOf } from '../modules/system/merchant-scope';
import { seededRandom, type SeededRandom } from './random';
import { scopeMerchants, type SeedScope } from './scope';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Target {
  services: PlatformServices;
  merchantId: number;
  brandName: string;
  /** brand.json id: art drawn in the brand's colours is addressed by it. */
  brandId: string;
  /** The brand's theme colours (brand.json), for art drawn in the brand's colours. */
  brandColors: BrandColors;
  now: number;
  random: SeededRandom;
}

const at = (now: number, days: number | undefined) => (days === undefined ? null : new Date(now + days * DAY));

function seedFor(code: string): number {
  let hash = 0;
  for (const char of code) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

async function seedBanners({ services, merchantId, brandName, brandColors }: Target) {
  const rows = Object.entries(DEMO_BANNERS).flatMap(([groupName, list]) =>
    DEMO_LANGUAGES.flatMap((language) =>
      list.map((banner, sequence) => {
        const [colorFrom, colorTo] = bannerColors(banner.colors, brandColors);
        return {
          merchantId,
          groupName,
          language,
          headline: banner.headline(brandName)[language],
          subline: banner.subline(brandName)[language],
          colorFrom,
          colorTo,
          sequence,
        };
      }),
    ),
  );
  await services.db.insert(banners).values(rows);
}

async function seedAnnouncements({ services, merchantId, brandName, now }: Target) {
  const plain = DEMO_ANNOUNCEMENTS.flatMap((item) =>
    DEMO_LANGUAGES.map((language) => ({
      merchantId,
      type: item.type,
      groupName: item.groupName ?? null,
      language,
      title: item.title(brandName)[language],
      content: item.content(brandName)[language],
      startDate: at(now, item.startDays)!,
      endDate: at(now, item.endDays),
      execution: item.execution ?? null,
      promotionType: item.promotionType ?? null,
    })),
  );
  const promotions = DEMO_PROMOTIONS.flatMap((item) =>
    DEMO_LANGUAGES.map((language) => ({
      merchantId,
      type: 'PR' as const,
      language,
      title: item.title(brandName)[language],
      content: item.content(brandName)[language],
      startDate: at(now, item.startDays)!,
      endDate: at(now, item.endDays),
      category: item.category,
      noExpiry: item.endDays === undefined,
      period: item.period[language],
    })),
  );
  await services.db.insert(announcements).values([...plain, ...promotions]);
}

async function seedHelp({ services, merchantId, brandName }: Target) {
  for (const language of DEMO_LANGUAGES) {
    const parents = await services.db
      .insert(helpSections)
      .values(
        DEMO_HELP.map((section, sequence) => ({
          merchantId,
          language,
          sequence,
          tag: section.tag,
          title: section.title(brandName)[language],
          content: section.content(brandName)[language],
        })),
      )
      .returning({ id: helpSections.id });
    const children = DEMO_HELP.flatMap((section, index) =>
      section.children.map((child, sequence) => ({
        merchantId,
        language,
        parentId: parents[index]!.id,
        sequence,
        title: child.title[language],
        content: child.content[language],
      })),
    );
    if (children.length) await services.db.insert(helpSections).values(children);
  }
}

async function seedInfoPages({ services, merchantId, brandName, brandId }: Target) {
  const rows = Object.entries(DEMO_INFO_PAGES).flatMap(([page, entries]) =>
    DEMO_LANGUAGES.flatMap((language) =>
      entries.map((entry, sequence) => ({
        merchantId,
        page: page as keyof typeof DEMO_INFO_PAGES,
        language,
        sequence,
        title: entry.title(brandName)[language],
        summary: entry.summary(brandName)[language],
        content: entry.content(brandName)[language],
        imageUrl: infoEntryImage(entry, brandId),
      })),
    ),
  );
  await services.db.insert(infoPageEntries).values(rows);
}

/** Each match is bet on through one of the merchant's sports games, so "bet now" launches a real game. */
async function sportsGames({ services, merchantId }: Target) {
  const rows = await services.db
    .select({ id: games.id, nodeId: games.nodeId, supportPlay: games.supportPlay, vendor: gameVendors.code })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.merchantId, merchantId), eq(games.category, 'SPORTS')))
    .orderBy(asc(games.id));
  if (rows.length === 0) throw new Error('hot matches need the sports games: seed games before content');
  return rows;
}

async function seedHotMatches(target: Target) {
  const { services, merchantId, now, random } = target;
  const candidates = await sportsGames(target);
  const kickOffBase = Math.ceil(now / (15 * 60_000)) * 15 * 60_000;
  const rows = Array.from({ length: DEMO_MATCH_COUNT }, (_, index) => {
    const { league, teams } = random.pick(DEMO_LEAGUES);
    const home = random.int(0, teams.length - 1);
    const away = (home + random.int(1, teams.length - 1)) % teams.length;
    const game = random.pick(candidates);
    return {
      merchantId,
      league,
      homeTeam: teams[home]!,
      awayTeam: teams[away]!,
      matchTime: new Date(kickOffBase + (3 + index * random.int(6, 20)) * HOUR),
      vendor: game.vendor,
      roomId: String(game.id),
      nodeId: game.nodeId,
      supportPlay: game.supportPlay,
    };
  });
  await services.db.insert(hotMatches).values(rows);
}

/** DEMO_WINNER_COUNT categories in a random order, each at least DEMO_WINNERS_PER_CATEGORY times. */
function winnerCategories(random: SeededRandom) {
  const categories = Object.keys(DEMO_WINNING_GAMES) as (keyof typeof DEMO_WINNING_GAMES)[];
  const drawn = categories.flatMap((category) => Array<typeof category>(DEMO_WINNERS_PER_CATEGORY).fill(category));
  while (drawn.length < DEMO_WINNER_COUNT) drawn.push(random.pick(categories));
  // Fisher-Yates, so the guaranteed rows are spread over the board's time rather than grouped.
  for (let index = drawn.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [drawn[index], drawn[other]] = [drawn[other]!, drawn[index]!];
  }
  return drawn;
}

async function seedWinners({ services, merchantId, now, random }: Target) {
  let wonAt = now;
  const rows = winnerCategories(random).map((gameCategory) => {
    wonAt -= random.int(1, 45) * 60_000;
    return {
      merchantId,
      customerName: `${random.pick(DEMO_WINNER_NAMES)}${random.int(10, 999)}`,
      gameName: random.pick(DEMO_WINNING_GAMES[gameCategory]),
      gameCategory,
      // Whole đồng in minor units: 500,000 to 80,000,000.
      winAmount: random.int(5_000, 800_000) * 100 * 100,
      wonAt: new Date(wonAt),
    };
  });
  await services.db.insert(winners).values(rows);
}

/** Each real merchant's demo content in EN and TY, dated relative to the platform's clock at seed time. */
export async function seedContent(services: PlatformServices, scope: SeedScope): Promise<void> {
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) {
    const target: Target = {
      services,
      merchantId: merchant.id,
      brandName: merchant.name,
      brandId: merchant.brandId,
      brandColors: brandOf(services, merchant).config.theme.colors,
      now: services.now().getTime(),
      random: seededRandom(seedFor(merchant.code)),
    };
    await seedBanners(target);
    await seedAnnouncements(target);
    await seedHelp(target);
    await seedInfoPages(target);
    await seedHotMatches(target);
    await seedWinners(target);
  }
}
