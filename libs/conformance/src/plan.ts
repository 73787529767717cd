import { contract, FAVOURITE_IDS_PAGE_SIZE, type CallDefinition } from '@playdeck/api';

/**
 * How the check makes each call of the contract. Every call is classified:
 * - `read`: changes nothing a member or the operator would notice; the check always makes it.
 * - `session`: signs the check's own session in or out (login with --username, logout at the end).
 * - `write`: changes an account, sends a message or moves money. Skipped unless --allow-writes, and even then
 *   made only when `writeRun` says how to make it without moving money or leaving a lasting change
 *   (the write run); the others stay skipped with `changes` as the reason.
 * plan.spec.ts fails when a contract call has no entry here, so a new call cannot be forgotten.
 */
export type Access = 'read' | 'session' | 'write';

export interface CallRequest {
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A request to send, or why it cannot be made (e.g. an earlier answer had nothing to point at). */
export type Prepared = CallRequest | { skip: string };

export interface PlanContext {
  /** Parsed values of the calls answered so far in this phase (then the visitor phase's), by call id. */
  answer(id: string): unknown;
  /** The check's own device id (a UUID), as the app keeps under SHELL_deviceId. */
  deviceId: string;
  now: number;
  language: string;
}

export interface CallPlan {
  access: Access;
  /** For writes: what the call changes, printed when it is skipped. */
  changes?: string;
  /** Agents only (spec section 6: member types other than 0, 4 and 40); skipped for other members. */
  agentOnly?: boolean;
  /** Trial sessions only: made with the trial session the write run's session.trialUser opened. */
  trialOnly?: boolean;
  /** The request of a read (a call without query or body needs none). */
  request?: (ctx: PlanContext) => Prepared;
  /** A write the write run makes, and how; it must not move money and must leave no lasting change. */
  writeRun?: { request: (ctx: PlanContext) => Prepared; does: string };
  /** Refusals the contract documents for this very request, counted as answers in the contract. */
  accepts?: readonly string[];
}

const DAY_MS = 86_400_000;
const lastWeek = (ctx: PlanContext) => ({ from: ctx.now - 7 * DAY_MS, to: ctx.now });
const lastWeekDates = (ctx: PlanContext) => ({ startDate: ctx.now - 7 * DAY_MS, endDate: ctx.now });
const firstPage = { pageNo: 1, pageSize: 10 };

function first<T>(list: unknown, what: string, pick: (item: T) => Prepared): Prepared {
  const item = Array.isArray(list) ? (list[0] as T | undefined) : undefined;
  return item === undefined ? { skip: `no ${what} to point at` } : pick(item);
}

type Game = { nodeId: string; vendorCode: string };
const firstGame = (ctx: PlanContext) => (ctx.answer('games.gameList') as { games?: Game[] } | undefined)?.games;

/**
 * A game of the list the member has not made a favourite, so removing it again leaves their favourites as they were.
 * Read from favouriteIds' one page (newest first); a full page may hide older ones, so then none is picked.
 */
function newFavourite(ctx: PlanContext): Prepared {
  const ids = ctx.answer('games.favouriteIds');
  if (!Array.isArray(ids)) return { skip: 'games.favouriteIds did not answer: cannot tell which games are favourites already' };
  if (ids.length >= FAVOURITE_IDS_PAGE_SIZE) return { skip: 'the member has a full page of favourites: use a member with fewer' };
  const fresh = firstGame(ctx)?.filter((game) => !ids.includes(game.nodeId));
  return first<Game>(fresh, 'game that is not a favourite yet', (game) => ({ body: { nodeId: game.nodeId, vendor: game.vendorCode } }));
}

const read = (request?: (ctx: PlanContext) => Prepared, more: Partial<CallPlan> = {}): CallPlan => ({ access: 'read', request, ...more });
const write = (changes: string, more: Partial<CallPlan> = {}): CallPlan => ({ access: 'write', changes, ...more });
const agentRead = (request?: (ctx: PlanContext) => Prepared): CallPlan => read(request, { agentOnly: true });
/** An agent screen a brand can turn off in brand.json: its merchant then answers function.not.available (issue 29). */
const switchedAgentRead = (request?: (ctx: PlanContext) => Prepared): CallPlan =>
  read(request, { agentOnly: true, accepts: ['function.not.available'] });

export const CALL_PLAN: Readonly<Record<string, CallPlan>> = {
  'session.publicKey': read(),
  // Makes a throwaway captcha image for the check's own device id: no account is touched.
  'session.captcha': read((ctx) => ({ query: { loginDeviceId: ctx.deviceId } })),
  'session.login': { access: 'session' },
  'session.logout': { access: 'session' },
  'session.logoutAll': write('ends every session of the member, on every device'),
  'session.registerSettings': read(),
  'session.register': write('creates an account'),
  'session.registerMobile': write('creates an account'),
  // A code nobody has: the contract's answer is the refusal invitation.code.invalid.
  'session.checkAffiliate': read(() => ({ query: { affiliateCode: 'conformance0' } }), { accepts: ['invitation.code.invalid'] }),
  'session.checkUsername': read(() => ({ query: { username: 'conformance0' } }), { accepts: ['username.exists'] }),
  'session.smsRegister': write('sends an SMS'),
  'session.smsNoLogin': write('sends an SMS'),
  'session.forgotPassword': write('e-mails a temporary password'),
  'session.changePassword': write("changes the member's password"),
  'session.setPasswordByPhone': write("changes a member's password"),
  'session.trialUser': write('creates a trial account', {
    writeRun: { does: 'creates a trial account for the check’s device', request: (ctx) => ({ body: { loginDeviceId: ctx.deviceId } }) },
  }),
  'session.freeplayLogin': write('creates or resumes the device’s trial account'),
  // Answers a trial session only (a real member is refused): made with the trial account of the write run.
  'session.trialAccount': read(undefined, { trialOnly: true }),
  'session.memberInfo': read(),

  'system.status': read(),
  'system.whitelabel': read(),
  'system.consolidatedSettings': read(),
  'system.domainRoute': read(),
  'system.countries': read(),
  'system.customerService': read(),
  'system.customerServiceLink': read((ctx) =>
    first<{ path: string }>(ctx.answer('system.customerService'), 'customer service channel', (item) => ({ query: { path: item.path } })),
  ),
  'system.downloadLinks': read(),
  'system.socialLinks': read(),

  'content.banners': read(() => ({ query: { groupName: 'm_home' } })),
  'content.announcements': read(() => ({ query: { types: 'B,PL,PU,PR,A' } })),
  'content.multiCategoryAnnouncements': read(() => ({ query: { types: 'B,PL,PU,PR,A' } })),
  'content.catalog': read((ctx) => ({ body: { language: ctx.language } })),
  'content.announcement': read((ctx) =>
    first<{ id: unknown }>(announcementList(ctx), 'announcement', (item) => ({ body: { announcementId: item.id } })),
  ),
  'content.markRead': write('marks an announcement read', {
    writeRun: {
      does: 'marks an announcement read (it stays read)',
      request: (ctx) => first<{ id: unknown }>(announcementList(ctx), 'announcement', (item) => ({ body: { announcementId: item.id } })),
    },
  }),
  'content.popups': read(),
  'content.notices': read(),
  'content.promotions': read(),
  'content.helpCenter': read(),
  'content.infoPage': read(() => ({ query: { page: 'brand' } })),
  'content.hotMatches': read(),
  'content.winners': read(),
  'content.winnerBoard': read(),
  'content.jackpot': read(),

  'games.vendors': read(),
  'games.vendorGameTypes': read(),
  'games.gameList': read(() => ({ query: { ...firstPage, gameType: 'RNG' } })),
  'games.gamesMobile': read(() => ({ query: firstPage })),
  'games.gameMenu': read(() => ({ query: { gameType: 'LIVE' } })),
  'games.popular': read(),
  'games.recent': read(),
  'games.addRecent': write('adds a game to the member’s recent games', {
    writeRun: {
      does: 'adds the first game of the list to the member’s recent games',
      request: (ctx) => first<Game>(firstGame(ctx), 'game', (game) => ({ query: { nodeId: game.nodeId, vendor: game.vendorCode } })),
    },
  }),
  'games.favouriteIds': read(() => ({ query: { pageNo: 1, pageSize: FAVOURITE_IDS_PAGE_SIZE } })),
  'games.favourites': read(),
  'games.addFavourite': write('adds a favourite game', {
    writeRun: {
      does: 'adds a game of the list that is not a favourite yet (removed again next)',
      request: newFavourite,
    },
  }),
  'games.removeFavourite': write('removes a favourite game', {
    writeRun: {
      does: 'removes the favourite added just before (picked from the same answers)',
      request: newFavourite,
    },
  }),
  'games.lotteryNumero': read(),
  'games.lotteryVietnam': read(),
  'games.launch': write('opens a game session (may move the balance into the game’s wallet)'),

  'lottery.draws': read((ctx) =>
    first<{ gameId: number }>((ctx.answer('games.lotteryNumero') as { list?: unknown } | undefined)?.list, 'lottery', (game) => ({
      query: { gameId: game.gameId, ...firstPage },
    })),
  ),

  'wallet.balance': read(),
  'wallet.merchantWallets': read(),
  'wallet.transfer': write('moves money between wallets'),
  'deposit.channels': read(),
  'deposit.request': write('opens a deposit (moves money once paid)'),
  'deposit.history': read(() => ({ query: firstPage })),
  'withdraw.settings': read(),
  'withdraw.request': write('withdraws money'),
  'withdraw.history': read(() => ({ query: firstPage })),
  'bankCard.list': read(),
  'bankCard.add': write('adds a bank card (needs the payment password)'),
  'paymentPassword.set': write('sets the payment password'),
  'records.list': read((ctx) => ({ query: { ...lastWeek(ctx), ...firstPage } })),

  'security.summary': read(),
  'security.questions': read(),
  'security.setQuestions': write('sets the security questions'),
  'security.emailCode': write('sends an e-mail'),
  'security.bindEmail': write('binds an e-mail address'),
  'security.mobileCode': write('sends an SMS'),
  'security.bindMobile': write('binds a mobile number'),

  'rewards.promotions': read(),
  'rewards.clubBenefits': read(),
  'rewards.applications': read(() => ({ query: firstPage })),
  'rewards.apply': write('applies for a promotion (may pay a bonus)'),
  'rewards.claim': write('claims a reward (pays it)'),
  'rewards.redeem': write('redeems points (pays a reward)'),

  'settings.profile': read(),
  'settings.nickname': write('changes the nickname', {
    writeRun: {
      does: 'sets the nickname to the one the member already has',
      request: (ctx) => {
        const nickname = (ctx.answer('settings.profile') as { nickname?: string | null } | undefined)?.nickname;
        return nickname ? { body: { nickname } } : { skip: 'the member has no nickname to set again' };
      },
    },
  }),
  'headIcon.get': read(),
  'headIcon.set': write('changes the avatar'),
  'headIcon.statics': read(),
  'uploads.image': write('uploads an image'),
  'kyc.get': read(),
  'kyc.submit': write('submits identity documents'),
  'responsibleGaming.limits': read(),
  'responsibleGaming.setLimits': write('changes deposit and loss limits'),
  'responsibleGaming.takeBreak': write('takes a time-out or self-exclusion (ends every session of the member)'),
  'responsibleGaming.realityCheck': read(),
  'responsibleGaming.setRealityCheck': write("changes the member's reality-check interval"),

  'inbox.list': read(() => ({ query: firstPage })),
  'inbox.read': write('marks a message read', {
    writeRun: {
      does: 'opens the newest message (it stays read)',
      request: (ctx) =>
        first<{ id: unknown }>((ctx.answer('inbox.list') as { list?: unknown } | undefined)?.list, 'inbox message', (message) => ({
          body: { id: message.id },
        })),
    },
  }),
  'inbox.readAll': write('marks every message read'),
  'inbox.remove': write('deletes a message'),
  'inbox.unreadCount': read(),
  'support.feedback': write('files feedback with the operator'),
  // Answers the member's chat URL; opening it is the browser's business.
  'support.launchChat': read(undefined, { accepts: ['function.not.available'] }),

  'agentContracts.rebate': switchedAgentRead((ctx) => ({ query: lastWeekDates(ctx) })),
  'agentContracts.teamRebate': switchedAgentRead(),
  'agentContracts.updateTeamRebate': write('changes a team member’s rebate rates', { agentOnly: true }),
  'agentContracts.dividend': switchedAgentRead(),
  'agentContracts.contract': agentRead(() => ({ query: { kind: 'SALARY' } })),
  'agentContracts.answerContract': write('accepts or refuses an agent contract', { agentOnly: true }),
  'agentContracts.requests': read(),
  'agentTeam.kpi': agentRead((ctx) => ({ query: lastWeekDates(ctx) })),
  'agentTeam.members': switchedAgentRead((ctx) => ({ query: { ...lastWeekDates(ctx), ...firstPage } })),
  'agentTeam.register': write('creates an account in the agent’s team', { agentOnly: true }),
  'agentReports.teamPnl': switchedAgentRead((ctx) => ({ query: { ...lastWeek(ctx), ...firstPage } })),
  'agentReports.teamBets': switchedAgentRead((ctx) => ({ query: { ...lastWeek(ctx), ...firstPage } })),
  'agentReports.teamRecords': switchedAgentRead((ctx) => ({ query: { ...lastWeek(ctx), ...firstPage } })),
};

function announcementList(ctx: PlanContext): unknown[] {
  const byType = ctx.answer('content.announcements') as Record<string, unknown[]> | undefined;
  return Object.values(byType ?? {}).flat();
}

/** Every call of the contract, in the contract's order (which is also the order answers are needed in). */
export function contractCalls(): CallDefinition[] {
  return Object.values(contract).flatMap((domain) => Object.values(domain as Record<string, CallDefinition>));
}

/** The call's plan; throws for a call nobody classified (plan.spec.ts keeps that from shipping). */
export function planOf(call: CallDefinition): CallPlan {
  const plan = CALL_PLAN[call.id];
  if (!plan) throw new Error(`${call.id} is not classified in libs/conformance/src/plan.ts`);
  return plan;
}
