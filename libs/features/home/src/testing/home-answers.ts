import type { ConsolidatedSettings, Game, HotMatch, VendorLane } from '@playdeck/api';

/* Platform answers shaped like apps/platform's seed, small enough to read in a test. */

const card = (vassalage: string, gameType: VendorLane['gameClassify'], displayName = `${vassalage} Gaming`) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName,
  gameType,
  gameCount: 4,
});

const lane = (gameClassify: VendorLane['gameClassify'], vendors: string[]): VendorLane => ({
  title: gameClassify,
  gameClassify,
  cards: vendors.map((vendor) => card(vendor, gameClassify)),
});

/** games.vendors: lottery first, e-sports and cockfight inside SPORTS as the platform files them. */
export const vendorsAnswer = {
  data: {
    lanes: [
      lane('LOTT', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
      lane('LIVE', ['SEX', 'EVO']),
      lane('RNG', ['JL', 'PG']),
      lane('SPORTS', ['BTI', 'SABA', 'AV', 'DS88']),
      lane('PVP', ['KM']),
      lane('FISH', ['JL']),
    ],
  },
};

export const settingsAnswer: ConsolidatedSettings = {
  merchantCode: 'PLAYDECK',
  currency: 'VND',
  currencySymbol: '₫',
  minimumAge: 18,
  languages: { default: 'TY', supported: ['TY', 'EN'] },
  customerService: 'https://support.example.test/chat',
  customerServiceList: [],
  affiliateLink: 'https://affiliate.example.test/join',
  downloadLinks: [{ resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' }],
  socialLinks: [
    { type: 'telegram', url: 'https://t.me/example' },
    { type: 'facebook', url: 'https://facebook.com/example' },
  ],
  vendorIconCDN: '/cdn/vendors/',
  mobileprovisionCDN: null,
  imageCDNs: [],
};

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

export const game = (overrides: Partial<Game> = {}): Game => ({
  gameId: 42,
  nodeId: '100042',
  gameCode: 'PG_RNG_001',
  gameName: 'Mahjong Ways',
  nodeName: 'Mahjong Ways',
  displayName: 'Mahjong Ways',
  gameType: 'RNG',
  category: 'RNG',
  vassalage: 'PG',
  vendorCode: 'PG',
  iconUrl: '/wps/static/games/42.svg',
  gameClassifyNew: null,
  minBet: 0.01,
  minLine: 10,
  isGameH5: true,
  isNew: false,
  isHot: true,
  supportPlay: 'html5',
  gameGroupId: null,
  lottoMode: null,
  ...overrides,
});

export const winnersAnswer = {
  list: [
    { vo: { customerName: 'tu**an', gameName: 'Fortune Gems', winAmount: 1_234_567.5 } },
    { vo: { customerName: 'li**nh', gameName: 'Speed Roulette', winAmount: 800_000 } },
  ],
};

type Handler = (options: { query?: any; body?: any }) => unknown;

/** Every call home makes, answered with the fixtures above; pass handlers to change some. */
export function homeAnswers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'content.banners': () => [{ groupName: 'm_home', url: '/wps/static/banners/1.svg' }],
    'content.announcements': ({ query }) => [
      { id: 1, type: 'B', groupName: 'm_home', title: query?.language === 'TY' ? 'Nâng cấp hoàn tất' : 'Upgrade completed', content: '<p>Done</p>', startDate: 0, endDate: null, read: false },
    ],
    'games.vendors': () => vendorsAnswer,
    'system.consolidatedSettings': () => settingsAnswer,
    'content.hotMatches': () => [hotMatch(), hotMatch({ homeTeam: 'Liverpool', awayTeam: 'Everton', roomId: '100322', nodeId: '100322' })],
    'games.popular': ({ query }) => ({ list: [game({ gameName: query?.language === 'TY' ? 'Đường Mạt Chược' : 'Mahjong Ways' }), game({ gameId: 43, nodeId: '100043', gameName: 'Ocean King', category: 'FISH', gameType: 'FISH', vassalage: 'JL' })] }),
    'content.winners': () => winnersAnswer,
    ...overrides,
  };
}
