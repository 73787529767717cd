import type { SeededRandom } from '../../../seed/random';
import type { GameCategory } from '../game-types';

/** A game name in both languages. Vietnamese puts the adjective after the noun ("Rồng Vàng"). */
export interface GameName {
  en: string;
  ty: string;
}

type Word = readonly [en: string, ty: string];

const ADJECTIVES: readonly Word[] = [
  ['Golden', 'Vàng'],
  ['Lucky', 'May Mắn'],
  ['Royal', 'Hoàng Gia'],
  ['Wild', 'Hoang Dã'],
  ['Mega', 'Siêu'],
  ['Magic', 'Ma Thuật'],
  ['Crystal', 'Pha Lê'],
  ['Mystic', 'Huyền Bí'],
  ['Ancient', 'Cổ Đại'],
  ['Fire', 'Lửa'],
  ['Ice', 'Băng'],
  ['Thunder', 'Sấm Sét'],
  ['Jade', 'Ngọc Bích'],
  ['Silver', 'Bạc'],
  ['Diamond', 'Kim Cương'],
  ['Red', 'Đỏ'],
  ['Happy', 'Vui Vẻ'],
  ['Crazy', 'Điên Cuồng'],
  ['Secret', 'Bí Mật'],
  ['Shining', 'Rực Rỡ'],
  ['Sweet', 'Ngọt Ngào'],
  ['Rich', 'Giàu Có'],
  ['Great', 'Vĩ Đại'],
  ['Little', 'Nhỏ'],
  ['Eternal', 'Vĩnh Cửu'],
  ['Emerald', 'Lục Bảo'],
  ['Midnight', 'Nửa Đêm'],
  ['Sacred', 'Thiêng Liêng'],
  ['Flying', 'Bay'],
  ['Hidden', 'Ẩn Giấu'],
];

const NOUNS: readonly Word[] = [
  ['Dragon', 'Rồng'],
  ['Tiger', 'Hổ'],
  ['Phoenix', 'Phượng Hoàng'],
  ['Panda', 'Gấu Trúc'],
  ['Empire', 'Đế Chế'],
  ['Treasure', 'Kho Báu'],
  ['Temple', 'Đền Thờ'],
  ['Garden', 'Khu Vườn'],
  ['Ocean', 'Đại Dương'],
  ['Fruits', 'Trái Cây'],
  ['Gems', 'Đá Quý'],
  ['Koi', 'Cá Chép'],
  ['Lantern', 'Đèn Lồng'],
  ['Buffalo', 'Trâu Rừng'],
  ['Pharaoh', 'Pharaoh'],
  ['Queen', 'Nữ Hoàng'],
  ['King', 'Vua'],
  ['Fortune', 'Tài Lộc'],
  ['Lion', 'Sư Tử'],
  ['Monkey', 'Khỉ'],
  ['Warrior', 'Chiến Binh'],
  ['Festival', 'Lễ Hội'],
  ['Kingdom', 'Vương Quốc'],
  ['Mine', 'Mỏ'],
  ['Candy', 'Kẹo'],
  ['Star', 'Ngôi Sao'],
  ['Moon', 'Mặt Trăng'],
  ['Wolf', 'Sói'],
  ['Samurai', 'Samurai'],
  ['Pirate', 'Cướp Biển'],
];

const SLOT_EDITIONS: readonly Word[] = [
  ['', ''],
  ['', ''],
  ['', ''],
  [' Megaways', ' Megaways'],
  [' Deluxe', ' Cao Cấp'],
  [' Hold and Win', ' Giữ và Thắng'],
];

const FISHING: readonly Word[] = [
  ['Fishing', 'Bắn Cá'],
  ['Fish Hunter', 'Thợ Săn Cá'],
  ['Ocean King', 'Vua Đại Dương'],
  ['Shark Hunt', 'Săn Cá Mập'],
  ['Mermaid', 'Nàng Tiên Cá'],
];

const LIVE_TABLES: readonly Word[] = [
  ['Baccarat', 'Baccarat'],
  ['Roulette', 'Roulette'],
  ['Sic Bo', 'Tài Xỉu'],
  ['Dragon Tiger', 'Rồng Hổ'],
  ['Blackjack', 'Xì Dách'],
  ['Xoc Dia', 'Xóc Đĩa'],
  ['Fan Tan', 'Fan Tan'],
  ['Casino Hold\u2019em', 'Xì Tố Casino'],
];

const LIVE_VARIANTS: readonly Word[] = [
  ['Classic', 'Cổ Điển'],
  ['Speed', 'Tốc Độ'],
  ['VIP', 'VIP'],
  ['Squeeze', 'Nặn Bài'],
  ['Lightning', 'Sấm Sét'],
];

const CARD_GAMES: readonly Word[] = [
  ['Tien Len', 'Tiến Lên Miền Nam'],
  ['Mau Binh', 'Mậu Binh'],
  ['Phom', 'Phỏm'],
  ['Sam Loc', 'Sâm Lốc'],
  ['Texas Hold\u2019em', 'Xì Tố Texas'],
  ['Teen Patti', 'Teen Patti'],
  ['Rummy', 'Rummy'],
  ['Blackjack', 'Xì Dách'],
  ['Fish Prawn Crab', 'Bầu Cua Tôm Cá'],
  ['Xoc Dia', 'Xóc Đĩa'],
  ['Niu Niu', 'Ngầu Hầm'],
  ['Andar Bahar', 'Andar Bahar'],
  ['Dragon Tiger', 'Rồng Hổ'],
  ['Pai Gow', 'Bài Cẩu'],
];

const CARD_VARIANTS: readonly Word[] = [
  ['', ''],
  [' Classic', ' Cổ Điển'],
  [' Pro', ' Pro'],
  [' Blitz', ' Chớp Nhoáng'],
];

const SPORTS_PRODUCTS: Readonly<Partial<Record<GameCategory, readonly Word[]>>> = {
  SPORTS: [
    ['Sportsbook', 'Thể Thao'],
    ['Virtual Sports', 'Thể Thao Ảo'],
  ],
  ESPORTS: [
    ['E-Sports', 'Thể Thao Điện Tử'],
    ['E-Sports Live', 'Thể Thao Điện Tử Trực Tiếp'],
  ],
  COCKFIGHT: [
    ['Cockfight', 'Đá Gà'],
    ['Cockfight Arena', 'Đấu Trường Đá Gà'],
  ],
};

/** Every combination of two word lists, shuffled: `count` distinct names per draw. */
function shuffledPairs(
  random: SeededRandom,
  first: readonly Word[],
  second: readonly Word[],
  join: (a: Word, b: Word) => GameName,
): GameName[] {
  const pairs = first.flatMap((a) => second.map((b) => join(a, b)));
  for (let index = pairs.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [pairs[index], pairs[other]] = [pairs[other]!, pairs[index]!];
  }
  return pairs;
}

type PoolMaker = (random: SeededRandom) => GameName[];

const POOL_MAKERS: Readonly<Partial<Record<GameCategory, PoolMaker>>> = {
  RNG: (random) =>
    shuffledPairs(random, ADJECTIVES, NOUNS, ([ae, at], [ne, nt]) => {
      const [edition, editionTy] = random.pick(SLOT_EDITIONS);
      return { en: `${ae} ${ne}${edition}`, ty: `${nt} ${at}${editionTy}` };
    }),
  FISH: (random) => shuffledPairs(random, ADJECTIVES, FISHING, ([ae, at], [fe, ft]) => ({ en: `${ae} ${fe}`, ty: `${ft} ${at}` })),
  LIVE: (random) => shuffledPairs(random, LIVE_TABLES, LIVE_VARIANTS, ([te, tt], [ve, vt]) => ({ en: `${te} ${ve}`, ty: `${tt} ${vt}` })),
  PVP: (random) => shuffledPairs(random, CARD_GAMES, CARD_VARIANTS, ([ce, ct], [ve, vt]) => ({ en: `${ce}${ve}`, ty: `${ct}${vt}` })),
};

/** Whether names of the category come from a pool (that can run out), rather than a vendor's products. */
export const hasNamePool = (category: GameCategory): boolean => POOL_MAKERS[category] !== undefined;

/** Slot and fishing names are unique per merchant; live tables and card games repeat across vendors, as they do. */
const SHARED_POOLS = new Set<GameCategory>(['RNG', 'FISH']);

/**
 * Hands out distinct names for one merchant's catalogue: the same random sequence gives the same names
 * every time.
 */
export function createNamePool(random: SeededRandom) {
  const pools = new Map<string, GameName[]>();
  const poolKey = (category: GameCategory, vendorCode: string) => (SHARED_POOLS.has(category) ? category : `${category}:${vendorCode}`);
  /** The next name, or undefined once the category's (or vendor's) pool is used up. */
  const tryNext = (category: GameCategory, vendorCode: string, vendorName: string, index: number): GameName | undefined => {
    const products = SPORTS_PRODUCTS[category];
    if (products) {
      const [en, ty] = products[index % products.length]!;
      return { en: `${vendorName} ${en}`, ty: `${ty} ${vendorName}` };
    }
    const makePool = POOL_MAKERS[category];
    if (!makePool) throw new Error(`no names for ${category}`);
    const key = poolKey(category, vendorCode);
    if (!pools.has(key)) pools.set(key, makePool(random));
    return pools.get(key)!.pop();
  };
  return {
    tryNext,
    next(category: GameCategory, vendorCode: string, vendorName: string, index: number): GameName {
      const name = tryNext(category, vendorCode, vendorName, index);
      if (!name) throw new Error(`no names left for ${poolKey(category, vendorCode)}`);
      return name;
    },
  };
}
