/** Game names per category for the winner board. */
export const DEMO_WINNING_GAMES: Record<string, readonly string[]> = {
  RNG: ['Fortune Gems', 'Mahjong Ways', 'Super Ace', 'Sweet Bonanza', 'Gates of Olympus', 'Lucky Neko'],
  LIVE: ['Baccarat Squeeze', 'Speed Roulette', 'Dragon Tiger', 'Sic Bo Deluxe'],
  FISH: ['Ocean King', 'Jackpot Fishing', 'Dragon Fortune'],
  PVP: ['Tiến Lên Miền Nam', 'Texas Hold’em', 'Mậu Binh'],
  SPORTS: ['Football Parlay', 'Basketball Handicap'],
  LOTT: ['Xổ Số Miền Bắc', 'Keno 5 Phút'],
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
export const DEMO_WINNER_COUNT = 30;
