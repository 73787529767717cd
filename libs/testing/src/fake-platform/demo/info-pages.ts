import { contract, type InfoPageEntry, type InfoPageId } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';

export function infoEntry(overrides: Partial<InfoPageEntry> & { id: number }): InfoPageEntry {
  return { title: `Entry ${overrides.id}`, summary: 'A short summary', content: '<p>Entry body</p>', imageUrl: null, ...overrides };
}

/** Each info page's entries in EN and TY: sponsors carry a badge, the others text only. */
export const demoInfoPages: Record<InfoPageId, Record<'EN' | 'TY', InfoPageEntry[]>> = {
  appService: {
    EN: [
      infoEntry({
        id: 1,
        title: 'Play on the app',
        summary: 'Every game on your phone.',
        content: '<p>Install it from the <a href="/m/app">download page</a>.</p>',
      }),
    ],
    TY: [
      infoEntry({
        id: 1,
        title: 'Chơi trên ứng dụng',
        summary: 'Mọi trò chơi trên điện thoại.',
        content: '<p>Cài từ <a href="/m/app">trang tải về</a>.</p>',
      }),
    ],
  },
  brand: {
    EN: [
      infoEntry({
        id: 11,
        title: 'About Playdeck',
        summary: 'Slots, live casino, sports and lottery.',
        content: '<p>Licensed providers.</p>',
      }),
    ],
    TY: [
      infoEntry({
        id: 11,
        title: 'Về Playdeck',
        summary: 'Slot, sòng bài trực tiếp, thể thao và xổ số.',
        content: '<p>Nhà cung cấp được cấp phép.</p>',
      }),
    ],
  },
  joinUs: {
    EN: [
      infoEntry({
        id: 21,
        title: 'The Playdeck affiliate programme',
        summary: 'Invite players and earn commission.',
        content: '<p>Share your link.</p>',
      }),
    ],
    TY: [
      infoEntry({
        id: 21,
        title: 'Chương trình đại lý Playdeck',
        summary: 'Mời người chơi và nhận hoa hồng.',
        content: '<p>Chia sẻ đường dẫn.</p>',
      }),
    ],
  },
  sponsor: {
    EN: [
      infoEntry({
        id: 31,
        title: 'Saigon Phoenix FC',
        summary: 'Official shirt partner.',
        content: '<p>Home and away.</p>',
        imageUrl: '/wps/static/teams/saigon-phoenix-fc.svg',
      }),
      infoEntry({
        id: 32,
        title: 'Mekong Dragons Esports',
        summary: 'Main sponsor.',
        content: '<p>Every major tournament.</p>',
        imageUrl: '/wps/static/teams/mekong-dragons.svg',
      }),
    ],
    TY: [
      infoEntry({
        id: 31,
        title: 'CLB Phượng Hoàng Sài Gòn',
        summary: 'Nhà tài trợ áo đấu.',
        content: '<p>Sân nhà và sân khách.</p>',
        imageUrl: '/wps/static/teams/saigon-phoenix-fc.svg',
      }),
      infoEntry({
        id: 32,
        title: 'Mekong Dragons Esports',
        summary: 'Nhà tài trợ chính.',
        content: '<p>Mọi giải lớn.</p>',
        imageUrl: '/wps/static/teams/mekong-dragons.svg',
      }),
    ],
  },
};

export const infoPageAnswers: FakeWorld = {
  [contract.content.infoPage.id]: ({ query }) => {
    const page = (query?.page as InfoPageId | undefined) ?? 'brand';
    return demoInfoPages[page][query?.language === 'TY' ? 'TY' : 'EN'];
  },
};
