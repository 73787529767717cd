import * as z from 'zod/mini';
import { contract, type WinnerGameCategory } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';
import { contractCalls } from '../contract-calls';
import { FAKE_PLATFORM_KEY } from '../platform-key';
import { agentContractAnswers } from './agent-contracts';
import { agentTeamAnswers } from './agent-team';
import { agentReportAnswers } from './agent-reports';
import { announcement, demoWinnerBoard, demoWinners, hotMatch, notice, promotion } from './content';
import { inboxAnswers } from './inbox';
import { infoPageAnswers } from './info-pages';
import { lotteryAnswers } from './lottery';
import { demoPopularGames, demoVendorLanes, gamesFixture, pagedGames } from './games';
import { demoBankCards, demoDeposit, demoDepositChannels, demoRecords, demoWithdrawal, demoWithdrawSettings } from './money';
import { securityAnswers } from './security';
import { rewardAnswers } from './rewards';
import { settingsWorld } from './settings';
import { DEMO_CAPTCHA_PNG, demoCountries, demoMemberInfo, demoSessionAnswer, platformRules } from './session';
import { demoKyc, demoSubmittedKyc } from './kyc';
import { responsibleGamingAnswers } from './responsible-gaming';
import { demoUpload } from './uploads';
import { demoCurrency, demoMerchantWallets, demoSettings, demoWallet, demoWhitelabel, NORMAL_STATUS } from './system';

const { content, games, session, system, wallet, deposit, withdraw, bankCard, records, uploads, kyc } = contract;
const ty = (query: { language?: unknown } | undefined) => query?.language === 'TY';

/** Demo data for the calls screens make, small enough to read in a test and full enough for a story. */
const demoAnswers: FakeWorld = {
  ...rewardAnswers,
  ...agentContractAnswers,
  ...agentReportAnswers,
  [system.status.id]: () => NORMAL_STATUS,
  [system.whitelabel.id]: () => demoWhitelabel,
  [system.consolidatedSettings.id]: () => demoSettings,
  [system.countries.id]: () => demoCountries,
  [system.customerService.id]: () => [{ path: 'cs-live-chat-01', title: 'Live chat' }],
  [system.customerServiceLink.id]: () => ({ url: 'https://support.example.test/chat' }),
  [system.downloadLinks.id]: () => demoSettings.downloadLinks,
  [system.socialLinks.id]: () => demoSettings.socialLinks,
  [system.domainRoute.id]: () => ({ merchantCode: 'PLAYDECK', domains: ['localhost'], apiOrigin: '' }),

  [session.publicKey.id]: () => ({ modulus: FAKE_PLATFORM_KEY.modulus, exponent: FAKE_PLATFORM_KEY.exponent }),
  [session.captcha.id]: () => DEMO_CAPTCHA_PNG,
  [session.login.id]: () => demoSessionAnswer,
  [session.register.id]: () => demoSessionAnswer,
  [session.registerMobile.id]: () => demoSessionAnswer,
  [session.setPasswordByPhone.id]: () => demoSessionAnswer,
  [session.registerSettings.id]: () => platformRules(),
  [session.checkUsername.id]: () => null,
  [session.smsRegister.id]: () => ({ expirationTime: Date.now() + 60_000 }),
  [session.smsNoLogin.id]: () => ({ expirationTime: Date.now() + 60_000 }),
  [session.trialUser.id]: () => ({ ...demoSessionAnswer, token: 'trial-token', userName: 'trial01', merchantCode: 'PLAYDECKtrial' }),
  [session.freeplayLogin.id]: () => ({ ...demoSessionAnswer, token: 'trial-token', userName: 'trial01', merchantCode: 'PLAYDECKtrial' }),
  [session.trialAccount.id]: () => ({ userName: 'trial01', merchantCode: 'PLAYDECKtrial' }),
  [session.memberInfo.id]: () => demoMemberInfo,

  [content.banners.id]: () => [{ groupName: 'm_home', url: '/wps/static/banners/1.svg' }],
  [content.announcements.id]: ({ query }) => [
    announcement({ id: 1, title: ty(query) ? 'Nâng cấp hoàn tất' : 'Upgrade completed', content: '<p>Done</p>', startDate: 0 }),
  ],
  [content.multiCategoryAnnouncements.id]: () => ({ B: [announcement({ id: 1 })] }),
  [content.catalog.id]: () => [
    { category: 'all', count: 2 },
    { category: 'new_player', count: 2 },
  ],
  [content.announcement.id]: ({ body }) => announcement({ id: Number(body?.announcementId ?? 1) }),
  [content.markRead.id]: ({ body }) => ({ announcementId: Number(body?.announcementId ?? 1), read: true }),
  [content.popups.id]: () => [],
  [content.notices.id]: () => [notice({ id: 1 }), notice({ id: 2 })],
  [content.promotions.id]: () => [promotion({ id: 1 }), promotion({ id: 2, category: 'deposit_promo' })],
  [content.helpCenter.id]: () => [{ title: 'Deposits', content: '<p>How to deposit</p>', tag: 'deposit', children: [] }],
  [content.hotMatches.id]: () => [hotMatch(), hotMatch({ homeTeam: 'Liverpool', awayTeam: 'Everton', roomId: '100322', nodeId: '100322' })],
  [content.winners.id]: () => demoWinners,
  [content.winnerBoard.id]: ({ query }) => {
    const category = String(query?.gameCategory ?? 'ALL') as WinnerGameCategory;
    return category === 'ALL' ? demoWinners : { list: demoWinnerBoard[category] ?? [] };
  },
  [content.jackpot.id]: () => ({ amount: 95_123_456.78, updatedAt: Date.UTC(2026, 0, 1) }),

  [games.vendors.id]: () => ({ data: { lanes: demoVendorLanes } }),
  [games.vendorGameTypes.id]: () => ({ content: { RNG: { JL: ['JP', 'SC'], PG: ['VP'] } } }),
  [games.gameList.id]: pagedGames(60),
  [games.gamesMobile.id]: pagedGames(60),
  [games.gameMenu.id]: ({ query }) =>
    query?.gameType === 'LIVE'
      ? { lines: [], roomTypes: ['FREE', 'VIP', 'PPV'] }
      : { lines: query?.gameType === 'RNG' ? [9, 20, 25, 243] : [], roomTypes: [] },
  [games.popular.id]: ({ query }) => ({ list: demoPopularGames(query?.language) }),
  [games.recent.id]: () => ({ list: gamesFixture(3), totalPages: 1 }),
  [games.addRecent.id]: () => null,
  [games.favouriteIds.id]: () => [],
  [games.favourites.id]: () => ({ content: [], pageNum: 1, totalPages: 0 }),
  [games.lotteryNumero.id]: () => ({ list: [] }),
  [games.launch.id]: () => ({ content: { game_url: '/wps/game/demo/play/ticket-1' } }),

  [wallet.balance.id]: () => demoWallet,
  [wallet.merchantWallets.id]: () => demoMerchantWallets,
  [wallet.transfer.id]: () => demoWallet,

  [deposit.channels.id]: () => ({ ...demoCurrency, channels: demoDepositChannels }),
  [deposit.request.id]: ({ body }) => demoDeposit({ amount: Number(body?.amount ?? 500), channelId: String(body?.channelId ?? 'bank-1') }),
  [deposit.history.id]: () => ({
    list: [demoDeposit({ status: 'CONFIRMED', decidedAt: Date.UTC(2026, 10, 23, 10, 5) })],
    pageNum: 1,
    totalPages: 1,
  }),
  [bankCard.list.id]: () => demoBankCards,
  [bankCard.add.id]: () => demoBankCards,
  [withdraw.settings.id]: () => demoWithdrawSettings,
  [withdraw.request.id]: ({ body }) => demoWithdrawal({ amount: Number(body?.amount ?? 200) }),
  [withdraw.history.id]: () => ({
    list: [demoWithdrawal({ status: 'APPROVED', decidedAt: Date.UTC(2026, 10, 23, 11) })],
    pageNum: 1,
    totalPages: 1,
  }),
  [records.list.id]: () => ({
    list: demoRecords,
    totals: [
      { type: 'DEPOSIT', count: 1, amount: 1_210 },
      { type: 'TRANSFER', count: 1, amount: -100 },
      { type: 'BET', count: 1, amount: -10.5 },
      { type: 'WIN', count: 1, amount: 35 },
    ],
    pageNum: 1,
    totalPages: 1,
  }),
  ...securityAnswers,

  [uploads.image.id]: ({ body }) => demoUpload(body),
  [kyc.get.id]: () => demoKyc(),
  [kyc.submit.id]: ({ body }) => {
    const { documents, ...fields } = body ?? {};
    return demoSubmittedKyc('UNDER_REVIEW', body ? { fields, documents, submittedAt: Date.now() } : {});
  },
  ...responsibleGamingAnswers,
  ...inboxAnswers,
  ...infoPageAnswers,
  ...settingsWorld,
  ...agentTeamAnswers,
  ...lotteryAnswers,
};

/** Calls whose value may be empty (acknowledgements) answer null unless the demo data says otherwise. */
const acknowledgements: FakeWorld = Object.fromEntries(
  contractCalls.filter((call) => z.safeParse(call.value, null).success).map((call) => [call.id, () => null]),
);

export const demoWorld: FakeWorld = { ...acknowledgements, ...demoAnswers };
