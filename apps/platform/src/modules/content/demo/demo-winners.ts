import type { WinnerGameCategory } from '@playdeck/api';

/** Game names per category for the winner board: every category of the board but ALL has some. */
export const DEMO_WINNING_GAMES: Readonly<Record<Exclude<WinnerGameCategory, 'ALL'>, readonly string[]>> = {
  RNG: ['Fortune Gems', 'Mahjong Ways', 'Super Ace', 'Sweet Bonanza', 'Gates of Olympus', 'Lucky Neko'],
  LIVE: ['Baccarat Squeeze', 'Speed Roulette', 'Dragon Tiger', 'Sic Bo Deluxe'],
  FISH: ['Ocean King', 'Jackpot Fishing', 'Dragon Fortune'],
  PVP: ['Tiến Lên Miền Nam', 'Texas Hold’em', 'Mậu Binh'],
  SPORTS: ['Football Parlay', 'Basketball Handicap'],
  LOTT: ['Xổ Số Miền Bắc', 'Keno 5 Phút'],
  ESPORTS: ['League of Legends', 'Dota 2', 'Valorant'],
  COCKFIGHT: ['Sabong Arena', 'Đá Gà Thomo'],
};
export const DEMO_WINNER_NAMES = [
  'tuan',
  'linh',
  'minh',
  'huong',
  'quang',
  'thao',
  'long',
  'ngoc',
  'khanh',
  'phuong',
  'duc',
  'mai',
  'hieu',
  'trang',
  'vinh',
];
export const DEMO_WINNER_COUNT = 40;
/** So that each category's page has a board of its own, whatever the draw. */
export const DEMO_WINNERS_PER_CATEGORY = 2;
