import type { GameCategory, PlatformGameType } from '../game-types';

export interface VendorSeed {
  code: string;
  displayName: string;
  gameType: PlatformGameType;
  category: GameCategory;
  /** Games the seed makes (lottery vendors take theirs from lotteries.ts). */
  games: number;
}

const vendor =
  (gameType: PlatformGameType, category: GameCategory, games: number) =>
  (code: string, displayName: string): VendorSeed => ({
    code,
    displayName,
    gameType,
    category,
    games,
  });

const lottery = vendor('LOTT', 'LOTT', 0);
const live = vendor('LIVE', 'LIVE', 10);
const slots = vendor('RNG', 'RNG', 70);
const sports = vendor('SPORTS', 'SPORTS', 2);
const esports = vendor('SPORTS', 'ESPORTS', 2);
const cockfight = vendor('SPORTS', 'COCKFIGHT', 2);
const poker = vendor('PVP', 'PVP', 20);
const fishing = vendor('FISH', 'FISH', 10);

/** Every merchant's vendors, lanes in the platform's order (spec section 9's category list). */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  lottery('TCG_LOTTO_VN', 'TCG Vietnam Lottery'),
  lottery('TCG_SEA', 'TCG SEA Lottery'),
  lottery('LOTT', 'Lottery'),
  lottery('ELOTT', 'E-Lottery'),
  live('SEX', 'Sexy Baccarat'),
  live('EVO', 'Evolution'),
  live('DG', 'Dream Gaming'),
  live('WM', 'WM Casino'),
  live('AG', 'Asia Gaming'),
  live('SA', 'SA Gaming'),
  slots('JL', 'JILI'),
  slots('PG', 'PG Soft'),
  slots('PP', 'Pragmatic Play'),
  slots('CQ9', 'CQ9 Gaming'),
  slots('FC', 'Fa Chai'),
  slots('KA', 'KA Gaming'),
  slots('SG', 'Spadegaming'),
  slots('HB', 'Habanero'),
  slots('MG', 'Microgaming'),
  sports('BTI', 'BTi Sports'),
  sports('SABA', 'SABA Sports'),
  sports('CMD', 'CMD368'),
  esports('AV', 'AVIA E-Sports'),
  esports('AI', 'AI E-Sports'),
  esports('IMES', 'IM E-Sports'),
  esports('TF', 'TF Gaming'),
  esports('IA', 'IA E-Sports'),
  cockfight('DS88', 'DS88 Sabong'),
  cockfight('DIG', 'Digmaan'),
  poker('JL', 'JILI'),
  poker('KM', 'Kingmaker'),
  poker('V8', 'V8 Poker'),
  fishing('JL', 'JILI'),
  fishing('FC', 'Fa Chai'),
  fishing('CQ9', 'CQ9 Gaming'),
  fishing('SG', 'Spadegaming'),
];
