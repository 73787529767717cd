import type { Announcement, HotMatch, Notice, Popup, Promotion, WinnerGameCategory } from '@playdeck/api';

/** Local noon of a calendar day, so the shown date does not depend on the test machine's time zone. */
export const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12).getTime();

export function announcement(overrides: Partial<Announcement> & { id: number }): Announcement {
  return {
    type: 'B',
    groupName: 'm_home',
    title: `Announcement ${overrides.id}`,
    content: '<p>Body</p>',
    startDate: day(2024, 3, 7),
    endDate: null,
    read: false,
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> & { id: number }): Notice {
  return { title: `Notice ${overrides.id}`, content: '<p>Notice body</p>', startDate: day(2024, 3, 7), read: false, ...overrides };
}

export function promotion(overrides: Partial<Promotion> & { id: number }): Promotion {
  return {
    title: `Promotion ${overrides.id}`,
    category: 'new_player',
    startDate: day(2024, 1, 5),
    endDate: day(2024, 2, 29),
    noExpiry: 0,
    content: '<p>Promotion body</p>',
    announcementImages: [
      { url: `/wps/static/promotions/${overrides.id}-1.svg`, sequence: 1 },
      { url: `/wps/static/promotions/${overrides.id}-2.svg`, sequence: 2 },
    ],
    period: '',
    read: false,
    ...overrides,
  };
}

let nextPopupId = 1;
export const popup = (fields: Partial<Popup> & Pick<Popup, 'title' | 'execution'>): Popup => ({
  id: nextPopupId++,
  content: `<p>${fields.title} content</p>`,
  promotionType: null,
  startDate: 1_700_000_000_000,
  ...fields,
});

export const hotMatch = (overrides: Partial<HotMatch> = {}): HotMatch => ({
  league: 'Premier League',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
  homeTeamImageUrl: '/wps/static/teams/arsenal.svg',
  awayTeamImageUrl: '/wps/static/teams/chelsea.svg',
  matchTime: new Date(2026, 10, 21, 19, 30).getTime(),
  vendor: 'SABA',
  roomId: '100321',
  nodeId: '100321',
  supportPlay: 'html5',
  ...overrides,
});

export const demoWinners = {
  list: [
    { vo: { customerName: 'tu**an', gameName: 'Fortune Gems', winAmount: 1_234_567.5 } },
    { vo: { customerName: 'li**nh', gameName: 'Speed Roulette', winAmount: 800_000 } },
  ],
};

const winner = (customerName: string, gameName: string, winAmount: number) => ({ vo: { customerName, gameName, winAmount } });

/** The winner board of one category (ODSFE2_getWinnerBoard with a gameCategory), newest first; ALL is demoWinners. */
export const demoWinnerBoard: Readonly<Partial<Record<WinnerGameCategory, ReturnType<typeof winner>[]>>> = {
  RNG: [winner('tu**an', 'Fortune Gems', 1_234_567.5), winner('mi**nh', 'Mahjong Ways', 640_000), winner('ng**oc', 'Super Ace', 512_300)],
  LIVE: [
    winner('li**nh', 'Speed Roulette', 800_000),
    winner('qu**ng', 'Baccarat Squeeze', 2_150_000),
    winner('th**ao', 'Dragon Tiger', 730_500),
  ],
  FISH: [winner('lo**ng', 'Ocean King', 905_000), winner('ma*', 'Jackpot Fishing', 560_000)],
  PVP: [winner('kh**nh', 'Tiến Lên Miền Nam', 1_020_000), winner('du*', 'Mậu Binh', 515_000)],
  SPORTS: [winner('hi**eu', 'Football Parlay', 3_400_000), winner('tr**ng', 'Basketball Handicap', 780_000)],
  ESPORTS: [winner('vi**nh', 'League of Legends', 650_000)],
  LOTT: [winner('ph**ng', 'Xổ Số Miền Bắc', 4_500_000), winner('hu**ng', 'Keno 5 Phút', 620_000)],
  COCKFIGHT: [winner('tu**an', 'Sabong Arena', 540_000)],
};
