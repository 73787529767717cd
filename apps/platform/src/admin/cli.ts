import { ADMIN_TOKEN_HEADER, readAdminToken } from './local-operator';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPlatformConfig } from '../config';
import { startPlatformServices } from '../create-services';
import { type BrandSync, brandSyncOfStart, brandSyncReport } from './brand-sync-actions';
import { startNotes } from '../start-notes';
import { type AdminBanner, changeBanner, listBanners, type BannerChange, type BannerFilter } from './banner-actions';
import {
  listMerchants,
  readOutbox,
  resetPlatform,
  setMaintenance,
  setModule,
  setRegionRestriction,
  type MerchantState,
} from './admin-actions';
import { addGames, GAMES_ADDED_MAX, isGameCategory, type AddGames, type GamesAdded } from './games-actions';
import { setImageCdns, type ImageCdnsState } from './image-cdn-actions';
import {
  decideDeposit,
  DEPOSIT_FILTER_STATUSES,
  listDeposits,
  setDepositChannel,
  setTemplate,
  setWithdrawLimits,
  decideWithdrawal,
  listWithdrawals,
  WITHDRAWAL_FILTER_STATUSES,
  type AdminMoneyRequest,
  type ChannelChange,
  type DepositDecision,
  type DepositFilterStatus,
  type LimitsChange,
  type TemplateState,
  type TemplateValue,
  type WithdrawalDecision,
  type WithdrawalFilterStatus,
} from './money-actions';
import { creditMember, type CreditRequest } from './wallet-actions';
import {
  decideRewardApplication,
  listRewardApplications,
  REWARD_APPLICATION_STATES,
  type AdminRewardApplication,
  type RewardDecisionRequest,
  type RewardState,
} from './reward-actions';
import { listMemberUploads, readUploadAsAdmin, type AdminUpload } from './upload-actions';
import { sweepUnusedUploads, type SweepResult } from '../uploads/sweep-unused';
import { decideMemberKyc, KYC_FILTER_STATUSES, listKyc, type AdminKyc, type KycDecisionRequest, type KycFilterStatus } from './kyc-actions';
import { setLoginVerification, type LoginVerificationRequest, type LoginVerificationState } from './login-verification-actions';
import { checkLedger, type LedgerCheck } from '../modules/wallet/ledger-check';
import { ledgerCheckReport } from './ledger-command';
import {
  changePopup,
  listPopups,
  type AdminPopup,
  type PopupChange,
  type PopupExecution,
  type PopupLanguage,
  type PopupSelector,
} from './popup-actions';
import { sendMessage, type MessagesSent, type SendMessage } from './message-actions';
import {
  addInfoPageEntry,
  listInfoPages,
  removeInfoPageEntry,
  type AdminInfoEntry,
  type InfoPageFilter,
  type NewInfoEntry,
} from './info-page-actions';
import { INBOX_KINDS, INFO_PAGES, type InboxKind, type InfoPageId } from '@playdeck/api';
import {
  addSubordinate,
  listAgentContracts,
  offerAgentContract,
  parseTiers,
  PAYOUT_KINDS,
  payoutAgents,
  type ContractOfferRequest,
  type PayoutRequest,
  type SubordinateRequest,
} from './agent-actions';

const USAGE = `npm run platform -- <command>

  status                                 merchants, maintenance, region restriction and modules
  maintenance on|off [--merchant CODE]   the System Maintenance page (status 1)
  region on|off [--merchant CODE]        the IP-restricted page (status 2)
  flag <MODULE> on|off [--merchant CODE] a whitelabel module in the platform's answer (CBS3, MOBILEVERCODELOGIN3, AGEPAG, …)
  reset                                  wipe every table and seed the demo world again
  sync-brands                            create (with the demo world) the merchant of every brand of brands/
                                         the database does not know yet; every other merchant stays as it is
  outbox                                 the latest SMS and e-mail the platform "sent"
  popups [--merchant CODE]               the popup announcements: id, merchant, language, execution, title
  popup (--id N | --merchant CODE [--execution A|B|F] [--language EN|TY]) [--title TEXT] [--content HTML]
                                         change a popup's title and/or content (the first matching one when
                                         no id is given): apps that closed the popups show them again
  banners [--merchant CODE] [--group GROUP] [--language EN|TY]
                                         the banners: id, merchant, group, language, headline, the URL answered
  banner --id N [--headline TEXT] [--subline TEXT]
                                         redraw a banner with a new headline and/or subline (a new URL: every
                                         platform process answers it at once)
  info-pages [--merchant CODE] [--page PAGE] [--language EN|TY]
                                         the info pages' entries (PAGE: ${INFO_PAGES.join(', ')})
  info-page add --merchant CODE --page PAGE --language EN|TY --title TEXT --content HTML [--summary TEXT] [--image URL]
                                         add an entry at the end of a page (image: https or /wps/static/…)
  info-page remove --id N                remove an entry
  games --vendor CODE --category CATEGORY --count N [--merchant CODE]
                                         add N (1 to ${GAMES_ADDED_MAX}) generated games of a vendor to a merchant's
                                         catalogue (every real merchant's when none is named), e.g.
                                         games --merchant PLAYDECK --vendor JL --category RNG --count 400
  credit --username NAME --amount N [--merchant CODE]
                                         put N (major units, e.g. 250.5) in a member's MAIN wallet: an operator
                                         adjustment with its own ledger row
  deposits [--merchant CODE] [--status PENDING|CONFIRMED|REJECTED|EXPIRED]
                                         the latest 200 deposit requests, newest first
  deposit confirm|reject <REFERENCE>     confirm (the amount reaches the member's MAIN wallet, once) or
                                         reject a pending deposit
  withdrawals [--merchant CODE] [--status PENDING|APPROVED|REJECTED]
                                         the latest 200 withdrawals, newest first
  withdraw approve|reject <REFERENCE>    approve (the held amount is paid out) or reject (it goes back to
                                         the member's MAIN wallet) a pending withdrawal, once
  channel --merchant CODE --id CHANNEL [--min N] [--max N] [--enabled on|off]
                                         change a deposit channel (bank-1, ewallet-1, qr-1; amounts in major units)
  limits --merchant CODE [--min N] [--max N] [--daily N]
                                         change the withdrawal limits (major units; N withdrawals a UTC day)
  reward list [--merchant CODE] [--status APPLYING|PROCESS|JOINED|ISSUED|CLAIMED|REJECTED]
                                         the latest 200 reward applications, newest first
  reward approve|reject|issue <APPLICATION_ID> [--amount N] [--reason TEXT]
                                         approve (a promotion goes to Process, a club benefit to Joined),
                                         issue a bonus of N (major units; the member claims it into MAIN)
                                         or reject with a reason an undecided application, once
  template mem_cen|dep_func 0|1|default [--merchant CODE]
                                         override info.mobileTemplate in /wps/system/status (every real
                                         merchant when none is named); default gives it back to brand.json
  image-cdns <BASE>... | default [--merchant CODE]
                                         the image CDNs /wps/system/status names (info.imageCDNs), tried from a
                                         random one onward: paths like /wps/static or https:// base URLs
                                         (every real merchant when none is named); default: /wps/static alone
  uploads --username NAME [--merchant CODE]
                                         a member's uploaded images: id, type, size, the record using it
  uploads sweep                          delete now the uploads no record used within 24 hours of coming (the
                                         platform also does it every PLATFORM_UPLOAD_SWEEP_MINUTES, 60 by default)
  upload <ID> --out FILE                 write an uploaded image's bytes to FILE (any member's)
  kyc list [--merchant CODE] [--status UNDER_REVIEW|VERIFIED|REJECTED]
                                         the latest 200 KYC submissions, with their images' upload ids
  login-verification <USERNAME> on|off --merchant CODE
                                         one member's password logins ask a phone-auth check of their
                                         number (login_verify_required), as LOGINPHONEVERIF3 does merchant-wide
  kyc verify <USERNAME> --merchant CODE  verify a KYC under review: its real name becomes the account's
  kyc reject <USERNAME> --reason TEXT --merchant CODE
                                         reject a KYC under review; the member reads the reason and may resubmit
  message send --merchant CODE (--username NAME | --all) --title TEXT --body TEXT [--kind system|promotion|personal]
                                         put a message (plain text, kind system unless given) in one member's
                                         inbox or in every member's of the merchant: unread until opened
  contract offer --merchant CODE --username NAME --kind salary|dividend|hourly --tiers MIN:VALUE,…
                 [--basis turnover|active]
                                         offer an agent terms on behalf of its upline (pending until the
                                         agent accepts or rejects; replaces a pending offer of that kind).
                                         Tiers by team turnover (MIN in major units, the default) or active
                                         members; VALUE a salary per day/hour (major units) or a dividend
                                         share in basis points, e.g. --tiers 0:50,5000:120,20000:300
  contract list --merchant CODE [--username NAME]
                                         the latest 200 contract offers and their states
  agent payout --merchant CODE --kind rebate|salary|hourly|dividend [--date YYYY-MM-DD | YYYY-MM-DDTHH]
                                         pay every agent of the merchant its rebate (per UTC day), daily
                                         salary (per day), hourly salary (per UTC hour; accepted contracts)
                                         or dividend (per half month)
                                         for the period holding the date (default: the last finished one)
                                         into MAIN through the ledger; once per agent, kind and period
  agent add --merchant CODE --parent AGENT --username NAME --password TEXT [--type 0|2]
                                         open an account under an agent (2, a sub-agent, by default)
  ledger check                           prove the books: every wallet is the sum of its entries, every posting
                                         sums to 0, every running balance follows; exits 1 when not sound

Talks to the platform on http://127.0.0.1:$PORT (default 8080) when \`npm start\` runs; otherwise opens
the database itself (PLATFORM_DATA_DIR or DATABASE_URL, as the platform does).`;

type Command =
  | { kind: 'status' | 'reset' | 'outbox' | 'sync-brands' }
  | { kind: 'maintenance' | 'region'; on: boolean; merchant?: string }
  | { kind: 'flag'; module: string; on: boolean; merchant?: string }
  | { kind: 'popups'; merchant?: string }
  | { kind: 'banners'; filter: BannerFilter }
  | { kind: 'banner'; id: number; change: BannerChange }
  | { kind: 'info-pages'; filter: InfoPageFilter }
  | { kind: 'info-page-add'; entry: NewInfoEntry }
  | { kind: 'info-page-remove'; id: number }
  | { kind: 'popup'; selector: PopupSelector; change: PopupChange }
  | { kind: 'games'; request: AddGames }
  | { kind: 'credit'; request: CreditRequest }
  | { kind: 'deposits'; merchant?: string; status?: DepositFilterStatus }
  | { kind: 'deposit'; decision: DepositDecision; reference: string }
  | { kind: 'withdrawals'; merchant?: string; status?: WithdrawalFilterStatus }
  | { kind: 'withdraw'; decision: WithdrawalDecision; reference: string }
  | { kind: 'channel'; change: ChannelChange }
  | { kind: 'limits'; change: LimitsChange }
  | { kind: 'rewards'; merchant?: string; state?: RewardState }
  | { kind: 'reward'; request: RewardDecisionRequest }
  | { kind: 'template'; flag: 'mem_cen' | 'dep_func'; value: TemplateValue; merchant?: string }
  | { kind: 'image-cdns'; cdns: string[] | 'default'; merchant?: string }
  | { kind: 'uploads'; username: string; merchant?: string }
  | { kind: 'uploads-sweep' }
  | { kind: 'upload'; id: string; out: string }
  | { kind: 'kyc-list'; merchant?: string; status?: KycFilterStatus }
  | { kind: 'kyc-decide'; request: KycDecisionRequest }
  | { kind: 'login-verification'; request: LoginVerificationRequest }
  | { kind: 'ledger-check' }
  | { kind: 'message-send'; request: SendMessage }
  | { kind: 'contract-offer'; request: ContractOfferRequest }
  | { kind: 'contracts'; merchant: string; username?: string }
  | { kind: 'agent-payout'; request: PayoutRequest }
  | { kind: 'agent-add'; request: SubordinateRequest };

/** Options that take a value, with what the value is (for the message when it is missing). */
const OPTIONS = {
  merchant: 'a merchant code',
  id: 'an id',
  execution: 'A, B or F',
  language: 'EN or TY',
  title: 'a title',
  page: 'an info page',
  group: 'a banner group (m_home, m_vip, …)',
  headline: 'a headline',
  subline: 'a subline',
  summary: 'a summary',
  image: 'an image URL',
  content: 'an HTML content',
  vendor: 'a vendor code',
  category: 'a game category',
  count: 'a number of games',
  username: 'a member username',
  amount: 'an amount',
  status: 'a status',
  min: 'an amount',
  max: 'an amount',
  daily: 'a number of withdrawals',
  enabled: 'on or off',
  reason: 'a reason',
  out: 'a file to write',
  body: 'a text',
  kind: 'a kind',
  tiers: 'MIN:VALUE pairs',
  basis: 'turnover or active',
  date: 'a date YYYY-MM-DD',
  parent: 'an agent username',
  password: 'a password',
  type: '0 or 2',
} as const;
/** Options that take no value. */
const SWITCHES = ['all'] as const;
type SwitchName = (typeof SWITCHES)[number];
type OptionName = keyof typeof OPTIONS;
type Options = Partial<Record<OptionName, string>> & Partial<Record<SwitchName, true>>;

function isOption(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

/** Splits `--name value` pairs from the words of the command. */
function splitOptions(argv: string[]): { words: string[]; options: Options } {
  const words: string[] = [];
  const options: Options = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const name = arg.slice(2);
    if ((SWITCHES as readonly string[]).includes(name)) {
      options[name as SwitchName] = true;
      continue;
    }
    if (!isOption(name)) throw new Error(`unknown option ${arg}`);
    const value = argv[++index];
    if (value === undefined || value === '') throw new Error(`${arg} needs ${OPTIONS[name]}`);
    options[name] = value;
  }
  return { words, options };
}

function onlyOptions(command: string, options: Options, allowed: (OptionName | SwitchName)[]): void {
  const extra = Object.keys(options).filter((name) => !allowed.includes(name as OptionName));
  if (extra.length > 0) throw new Error(`${command} takes no ${extra.map((name) => `--${name}`).join(', ')}`);
}

function parseExecution(value: string | undefined): PopupExecution | undefined {
  if (value === undefined || value === 'A' || value === 'B' || value === 'F') return value;
  throw new Error(`--execution is A, B or F, got ${value}`);
}

function parseLanguage(value: string | undefined): PopupLanguage | undefined {
  if (value === undefined || value === 'EN' || value === 'TY') return value;
  throw new Error(`--language is EN or TY, got ${value}`);
}

function parsePopupCommand(options: Options): Command {
  const id = options.id === undefined ? undefined : Number(options.id);
  if (id !== undefined && !(Number.isSafeInteger(id) && id > 0)) throw new Error(`--id is a popup id, got ${options.id}`);
  if (id === undefined && !options.merchant) throw new Error('popup needs --id N or --merchant CODE');
  if (options.title === undefined && options.content === undefined) throw new Error('popup needs --title, --content or both');
  const selector: PopupSelector = {
    id,
    merchant: options.merchant,
    execution: parseExecution(options.execution),
    language: parseLanguage(options.language),
  };
  return { kind: 'popup', selector, change: { title: options.title, content: options.content } };
}

function parseBannerCommand(options: Options): Command {
  onlyOptions('banner', options, ['id', 'headline', 'subline']);
  const id = Number(options.id);
  if (!(Number.isSafeInteger(id) && id > 0)) throw new Error(`banner needs --id N (banners lists them), got ${options.id ?? 'none'}`);
  if (options.headline === undefined && options.subline === undefined) throw new Error('banner needs --headline, --subline or both');
  return { kind: 'banner', id, change: { headline: options.headline, subline: options.subline } };
}

function parseInfoPage(value: string | undefined): InfoPageId | undefined {
  if (value === undefined || (INFO_PAGES as readonly string[]).includes(value)) return value as InfoPageId | undefined;
  throw new Error(`--page is one of ${INFO_PAGES.join(', ')}, got ${value}`);
}

function parseInfoPageCommand(action: string | undefined, options: Options): Command {
  if (action === 'remove') {
    onlyOptions('info-page remove', options, ['id']);
    const id = Number(options.id);
    if (!(Number.isSafeInteger(id) && id > 0)) throw new Error(`info-page remove needs --id N, got ${options.id ?? 'none'}`);
    return { kind: 'info-page-remove', id };
  }
  if (action !== 'add') throw new Error('info-page is "info-page add …" or "info-page remove --id N"');
  onlyOptions('info-page add', options, ['merchant', 'page', 'language', 'title', 'summary', 'content', 'image']);
  const page = parseInfoPage(options.page);
  const language = parseLanguage(options.language);
  if (!options.merchant || !page || !language || options.title === undefined || options.content === undefined)
    throw new Error('info-page add needs --merchant CODE, --page PAGE, --language EN|TY, --title TEXT and --content HTML');
  return {
    kind: 'info-page-add',
    entry: {
      merchant: options.merchant,
      page,
      language,
      title: options.title,
      summary: options.summary ?? '',
      content: options.content,
      imageUrl: options.image,
    },
  };
}

function parseGamesCommand(options: Options): Command {
  onlyOptions('games', options, ['merchant', 'vendor', 'category', 'count']);
  const { merchant, vendor, category, count } = options;
  if (!vendor || !category || count === undefined) throw new Error('games needs --vendor CODE, --category CATEGORY and --count N');
  if (!isGameCategory(category)) throw new Error(`--category is a game category (RNG, LIVE, FISH, …), got ${category}`);
  const number = Number(count);
  if (!(Number.isInteger(number) && number >= 1 && number <= GAMES_ADDED_MAX))
    throw new Error(`--count is 1 to ${GAMES_ADDED_MAX}, got ${count}`);
  return { kind: 'games', request: { merchant, vendor, category, count: number } };
}

function parseCreditCommand(options: Options): Command {
  onlyOptions('credit', options, ['merchant', 'username', 'amount']);
  const amount = Number(options.amount);
  if (!options.username || options.amount === undefined) throw new Error('credit needs --username NAME and --amount N');
  if (!(Number.isFinite(amount) && amount > 0)) throw new Error(`--amount is a positive amount, got ${options.amount}`);
  return { kind: 'credit', request: { merchant: options.merchant, username: options.username, amount } };
}

function parseAmountOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (!(Number.isFinite(amount) && amount > 0)) throw new Error(`--${name} is a positive amount, got ${value}`);
  return amount;
}

function parseStatus<S extends string>(value: string | undefined, statuses: readonly S[]): S | undefined {
  if (value === undefined) return undefined;
  const status = value.toUpperCase();
  if (!(statuses as readonly string[]).includes(status)) throw new Error(`--status is ${statuses.join(', ')}, got ${value}`);
  return status as S;
}

function parseDecision<D extends string>(command: string, words: string[], decisions: readonly D[]): { decision: D; reference: string } {
  const [decision, reference, ...extra] = words;
  if (!decision || !(decisions as readonly string[]).includes(decision)) {
    throw new Error(`${command} needs ${decisions.join(' or ')}, got ${decision ?? 'nothing'}`);
  }
  if (!reference || extra.length > 0) throw new Error(`${command} ${decision} needs one reference`);
  return { decision: decision as D, reference };
}

function parseChannelCommand(options: Options): Command {
  onlyOptions('channel', options, ['merchant', 'id', 'min', 'max', 'enabled']);
  if (!options.merchant || !options.id) throw new Error('channel needs --merchant CODE and --id CHANNEL');
  const change: ChannelChange = {
    merchant: options.merchant,
    id: options.id,
    min: parseAmountOption('min', options.min),
    max: parseAmountOption('max', options.max),
    enabled: options.enabled === undefined ? undefined : parseOnOff(options.enabled),
  };
  if (change.min === undefined && change.max === undefined && change.enabled === undefined) {
    throw new Error('channel needs --min, --max or --enabled');
  }
  return { kind: 'channel', change };
}

function parseLimitsCommand(options: Options): Command {
  onlyOptions('limits', options, ['merchant', 'min', 'max', 'daily']);
  if (!options.merchant) throw new Error('limits needs --merchant CODE');
  const daily = options.daily === undefined ? undefined : Number(options.daily);
  if (daily !== undefined && !(Number.isInteger(daily) && daily >= 0)) throw new Error(`--daily is a whole number, got ${options.daily}`);
  const change: LimitsChange = {
    merchant: options.merchant,
    min: parseAmountOption('min', options.min),
    max: parseAmountOption('max', options.max),
    daily,
  };
  if (change.min === undefined && change.max === undefined && daily === undefined) throw new Error('limits needs --min, --max or --daily');
  return { kind: 'limits', change };
}

function parseRewardCommand(words: string[], options: Options): Command {
  const [action, applicationId, ...extra] = words;
  if (action === 'list') {
    onlyOptions('reward list', options, ['merchant', 'status']);
    if (applicationId) throw new Error('reward list takes no application id');
    return { kind: 'rewards', merchant: options.merchant, state: parseStatus(options.status, REWARD_APPLICATION_STATES) };
  }
  if (action !== 'approve' && action !== 'reject' && action !== 'issue') {
    throw new Error(`reward needs list, approve, reject or issue, got ${action ?? 'nothing'}`);
  }
  if (!applicationId || extra.length > 0) throw new Error(`reward ${action} needs one application id`);
  onlyOptions(`reward ${action}`, options, action === 'issue' ? ['amount'] : action === 'reject' ? ['reason'] : []);
  if (action === 'issue' && options.amount === undefined) throw new Error('reward issue needs --amount N');
  if (action === 'reject' && options.reason === undefined) throw new Error('reward reject needs --reason TEXT');
  return {
    kind: 'reward',
    request: { applicationId, decision: action, amount: parseAmountOption('amount', options.amount), reason: options.reason },
  };
}

function parseTemplateCommand(words: string[], merchant: string | undefined): Command {
  const [flag, value] = words;
  if (flag !== 'mem_cen' && flag !== 'dep_func') throw new Error(`template needs mem_cen or dep_func, got ${flag ?? 'nothing'}`);
  if (value !== '0' && value !== '1' && value !== 'default')
    throw new Error(`template ${flag} needs 0, 1 or default, got ${value ?? 'nothing'}`);
  return { kind: 'template', flag, value: value === 'default' ? value : value === '1' ? 1 : 0, merchant };
}

function parseKycCommand(words: string[], options: Options): Command {
  const [action, username, ...extra] = words;
  if (action === 'list') {
    onlyOptions('kyc list', options, ['merchant', 'status']);
    if (username !== undefined) throw new Error('kyc list takes no username');
    return { kind: 'kyc-list', merchant: options.merchant, status: parseStatus(options.status, KYC_FILTER_STATUSES) };
  }
  if (action !== 'verify' && action !== 'reject') throw new Error(`kyc needs list, verify or reject, got ${action ?? 'nothing'}`);
  onlyOptions(`kyc ${action}`, options, action === 'reject' ? ['merchant', 'reason'] : ['merchant']);
  if (!username || extra.length > 0) throw new Error(`kyc ${action} needs one username`);
  if (!options.merchant) throw new Error(`kyc ${action} needs --merchant CODE`);
  if (action === 'reject' && !options.reason) throw new Error('kyc reject needs --reason TEXT');
  return {
    kind: 'kyc-decide',
    request: { merchant: options.merchant, username, decision: action, ...(action === 'reject' && { reason: options.reason }) },
  };
}

function parseLoginVerificationCommand(words: string[], options: Options): Command {
  onlyOptions('login-verification', options, ['merchant']);
  const [username, onOff, ...extra] = words;
  if (!username || extra.length > 0) throw new Error('login-verification needs one username and on or off');
  if (!options.merchant) throw new Error('login-verification needs --merchant CODE');
  return { kind: 'login-verification', request: { merchant: options.merchant, username, on: parseOnOff(onOff) } };
}

function parseMessageCommand(words: string[], options: Options): Command {
  onlyOptions('message', options, ['merchant', 'username', 'all', 'title', 'body', 'kind']);
  if (words[0] !== 'send' || words.length > 1) throw new Error(`message takes send, got ${words.join(' ') || 'nothing'}`);
  const { merchant, username, all, title, body, kind } = options;
  if (!merchant || !title || !body) throw new Error('message send needs --merchant CODE, --title TEXT and --body TEXT');
  if (Boolean(username) === Boolean(all)) throw new Error('message send needs --username NAME or --all (one of them)');
  if (kind !== undefined && !(INBOX_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`--kind is ${INBOX_KINDS.join(', ')}, got ${kind}`);
  }
  const recipients = all ? { all: true as const } : { username: username! };
  return { kind: 'message-send', request: { merchant, title, body, kind: kind as InboxKind | undefined, ...recipients } };
}

function parseContractCommand(words: string[], options: Options): Command {
  const [action, ...extra] = words;
  if (extra.length) throw new Error(`contract ${action} takes no ${extra.join(' ')}`);
  if (action === 'list') {
    onlyOptions('contract list', options, ['merchant', 'username']);
    if (!options.merchant) throw new Error('contract list needs --merchant CODE');
    return { kind: 'contracts', merchant: options.merchant, username: options.username };
  }
  if (action !== 'offer') throw new Error(`contract takes offer or list, got ${action ?? 'nothing'}`);
  onlyOptions('contract offer', options, ['merchant', 'username', 'kind', 'tiers', 'basis']);
  const { merchant, username, kind, tiers, basis = 'turnover' } = options;
  if (!merchant || !username || !kind || !tiers) {
    throw new Error('contract offer needs --merchant CODE, --username NAME, --kind salary|dividend|hourly and --tiers MIN:VALUE,…');
  }
  const kinds = { salary: 'SALARY', dividend: 'DIVIDEND', hourly: 'HOURLY' } as const;
  const bases = { turnover: 'TURNOVER', active: 'ACTIVE_MEMBERS' } as const;
  if (!Object.hasOwn(kinds, kind)) throw new Error(`--kind is salary, dividend or hourly, got ${kind}`);
  if (!Object.hasOwn(bases, basis)) throw new Error(`--basis is turnover or active, got ${basis}`);
  return {
    kind: 'contract-offer',
    request: {
      merchant,
      username,
      kind: kinds[kind as keyof typeof kinds],
      basis: bases[basis as keyof typeof bases],
      tiers: parseTiers(tiers),
    },
  };
}

function parseAgentCommand(words: string[], options: Options): Command {
  const [action, ...extra] = words;
  if (extra.length) throw new Error(`agent ${action} takes no ${extra.join(' ')}`);
  if (action === 'payout') {
    onlyOptions('agent payout', options, ['merchant', 'kind', 'date']);
    const { merchant, kind, date } = options;
    if (!merchant || !kind) throw new Error('agent payout needs --merchant CODE and --kind rebate|salary|hourly|dividend');
    if (!(PAYOUT_KINDS as readonly string[]).includes(kind)) throw new Error(`--kind is ${PAYOUT_KINDS.join(', ')}, got ${kind}`);
    return { kind: 'agent-payout', request: { merchant, kind: kind as PayoutRequest['kind'], date } };
  }
  if (action !== 'add') throw new Error(`agent takes payout or add, got ${action ?? 'nothing'}`);
  onlyOptions('agent add', options, ['merchant', 'parent', 'username', 'password', 'type']);
  const { merchant, parent, username, password, type = '2' } = options;
  if (!merchant || !parent || !username || !password) {
    throw new Error('agent add needs --merchant CODE, --parent AGENT, --username NAME and --password TEXT');
  }
  if (type !== '0' && type !== '2') throw new Error(`--type is 0 or 2, got ${type}`);
  return { kind: 'agent-add', request: { merchant, parent, username, password, type: type === '0' ? 0 : 2 } };
}

function parseOnOff(word: string | undefined): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new Error(`expected on or off, got ${word ?? 'nothing'}`);
}

export function parseCommand(argv: string[]): Command {
  const { words, options } = splitOptions(argv);
  const { merchant } = options;
  const [name, ...rest] = words;
  switch (name) {
    case 'status':
    case 'reset':
    case 'outbox':
      onlyOptions(name, options, ['merchant']);
      return { kind: name };
    case 'sync-brands':
      onlyOptions(name, options, []);
      if (rest.length) throw new Error(`sync-brands takes no ${rest.join(' ')}`);
      return { kind: name };
    case 'maintenance':
    case 'region':
      onlyOptions(name, options, ['merchant']);
      return { kind: name, on: parseOnOff(rest[0]), merchant };
    case 'flag':
      onlyOptions(name, options, ['merchant']);
      if (!rest[0]) throw new Error('flag needs a module id, e.g. CBS3');
      return { kind: 'flag', module: rest[0], on: parseOnOff(rest[1]), merchant };
    case 'popups':
      onlyOptions(name, options, ['merchant']);
      return { kind: 'popups', merchant };
    case 'popup':
      return parsePopupCommand(options);
    case 'banners':
      onlyOptions(name, options, ['merchant', 'group', 'language']);
      return { kind: 'banners', filter: { merchant, group: options.group, language: parseLanguage(options.language) } };
    case 'banner':
      return parseBannerCommand(options);
    case 'info-pages':
      onlyOptions(name, options, ['merchant', 'page', 'language']);
      return { kind: 'info-pages', filter: { merchant, page: parseInfoPage(options.page), language: parseLanguage(options.language) } };
    case 'info-page':
      return parseInfoPageCommand(rest[0], options);
    case 'games':
      return parseGamesCommand(options);
    case 'credit':
      return parseCreditCommand(options);
    case 'deposits':
      onlyOptions(name, options, ['merchant', 'status']);
      return { kind: 'deposits', merchant, status: parseStatus(options.status, DEPOSIT_FILTER_STATUSES) };
    case 'deposit':
      onlyOptions(name, options, []);
      return { kind: 'deposit', ...parseDecision('deposit', rest, ['confirm', 'reject'] as const) };
    case 'withdrawals':
      onlyOptions(name, options, ['merchant', 'status']);
      return { kind: 'withdrawals', merchant, status: parseStatus(options.status, WITHDRAWAL_FILTER_STATUSES) };
    case 'withdraw':
      onlyOptions(name, options, []);
      return { kind: 'withdraw', ...parseDecision('withdraw', rest, ['approve', 'reject'] as const) };
    case 'channel':
      return parseChannelCommand(options);
    case 'limits':
      return parseLimitsCommand(options);
    case 'reward':
      return parseRewardCommand(rest, options);
    case 'template':
      onlyOptions(name, options, ['merchant']);
      return parseTemplateCommand(rest, merchant);
    case 'image-cdns':
      onlyOptions(name, options, ['merchant']);
      if (rest.length === 0) throw new Error('image-cdns needs base URLs (e.g. /wps/static) or default');
      return { kind: 'image-cdns', cdns: rest.length === 1 && rest[0] === 'default' ? 'default' : rest, merchant };
    case 'uploads':
      if (rest[0] === 'sweep') {
        onlyOptions('uploads sweep', options, []);
        if (rest.length > 1) throw new Error(`uploads sweep takes no ${rest.slice(1).join(' ')}`);
        return { kind: 'uploads-sweep' };
      }
      if (rest.length) throw new Error(`uploads takes sweep or --username NAME, got ${rest.join(' ')}`);
      onlyOptions(name, options, ['merchant', 'username']);
      if (!options.username) throw new Error('uploads needs --username NAME');
      return { kind: 'uploads', username: options.username, merchant };
    case 'upload':
      onlyOptions(name, options, ['out']);
      if (rest.length !== 1 || !options.out) throw new Error('upload needs one upload id and --out FILE');
      return { kind: 'upload', id: rest[0]!, out: options.out };
    case 'kyc':
      return parseKycCommand(rest, options);
    case 'login-verification':
      return parseLoginVerificationCommand(rest, options);
    case 'message':
      return parseMessageCommand(rest, options);
    case 'contract':
      return parseContractCommand(rest, options);
    case 'agent':
      return parseAgentCommand(rest, options);
    case 'ledger':
      onlyOptions(name, options, []);
      if (rest[0] !== 'check' || rest.length > 1) throw new Error(`ledger takes check, got ${rest.join(' ') || 'nothing'}`);
      return { kind: 'ledger-check' };
    default:
      throw new Error(name ? `unknown command ${name}` : 'no command given');
  }
}

/** An upload's bytes, as the admin route answers them (the image, not an envelope). */
async function uploadViaHttp(base: string, id: string): Promise<UploadRead | undefined> {
  try {
    const response = await fetch(`${base}/uploads/${encodeURIComponent(id)}`, { headers: adminHeaders() });
    if (!response.ok) throw new Error(((await response.json()) as { message?: string }).message ?? `no upload ${id}`);
    return { contentType: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

interface UploadRead {
  contentType: string;
  bytes: Uint8Array;
}

let runningToken: string | undefined;
/** The running platform's admin token (PLATFORM_ADMIN_TOKEN, else the file it wrote to its data folder). */
function adminHeaders(): Record<string, string> {
  return runningToken ? { [ADMIN_TOKEN_HEADER]: runningToken } : {};
}

/** The admin routes with the token: every call of the command carries it. */
function fetch(url: string, init: RequestInit = {}): Promise<Response> {
  return globalThis.fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...adminHeaders() } });
}

async function viaHttp(command: Command, port: number): Promise<unknown | undefined> {
  const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
  runningToken = readAdminToken(process.env, loadPlatformConfig(process.env, workspaceRoot).dataDir);
  const base = `http://127.0.0.1:${port}/__admin`;
  if (command.kind === 'upload') return uploadViaHttp(base, command.id);
  const request = (() => {
    switch (command.kind) {
      case 'status':
        return fetch(`${base}/merchants`);
      case 'outbox':
        return fetch(`${base}/outbox`);
      case 'reset':
        return fetch(`${base}/reset`, { method: 'POST' });
      case 'sync-brands':
        return fetch(`${base}/sync-brands`, { method: 'POST' });
      case 'flag':
        return post(`${base}/module`, { module: command.module, on: command.on, merchant: command.merchant });
      case 'popups':
        return fetch(`${base}/popups${command.merchant ? `?merchant=${encodeURIComponent(command.merchant)}` : ''}`);
      case 'popup':
        return post(`${base}/popup`, { ...command.selector, ...command.change });
      case 'banners':
        return fetch(`${base}/banners${optionsQuery(command.filter)}`);
      case 'banner':
        return post(`${base}/banner`, { id: command.id, ...command.change });
      case 'info-pages':
        return fetch(`${base}/info-pages${optionsQuery(command.filter)}`);
      case 'info-page-add':
        return post(`${base}/info-page`, command.entry);
      case 'info-page-remove':
        return post(`${base}/info-page/remove`, { id: command.id });
      case 'games':
        return post(`${base}/games`, command.request);
      case 'credit':
        return post(`${base}/credit`, command.request);
      case 'deposits':
      case 'withdrawals':
        return fetch(`${base}/${command.kind}${filterQuery(command)}`);
      case 'deposit':
        return post(`${base}/deposit`, { reference: command.reference, decision: command.decision });
      case 'withdraw':
        return post(`${base}/withdrawal`, { reference: command.reference, decision: command.decision });
      case 'channel':
        return post(`${base}/channel`, command.change);
      case 'limits':
        return post(`${base}/limits`, command.change);
      case 'rewards':
        return fetch(`${base}/rewards${filterQuery({ merchant: command.merchant, state: command.state })}`);
      case 'reward':
        return post(`${base}/reward`, command.request);
      case 'template':
        return post(`${base}/template`, { flag: command.flag, value: command.value, merchant: command.merchant });
      case 'image-cdns':
        return post(`${base}/image-cdns`, { cdns: command.cdns, merchant: command.merchant });
      case 'ledger-check':
        return fetch(`${base}/ledger-check`);
      case 'uploads':
        return fetch(`${base}/uploads${memberQuery(command)}`);
      case 'uploads-sweep':
        return fetch(`${base}/uploads/sweep`, { method: 'POST' });
      case 'kyc-list':
        return fetch(`${base}/kyc${filterQuery(command)}`);
      case 'kyc-decide':
        return post(`${base}/kyc`, command.request);
      case 'login-verification':
        return post(`${base}/login-verification`, command.request);
      case 'message-send':
        return post(`${base}/message`, command.request);
      case 'contract-offer':
        return post(`${base}/contract-offer`, command.request);
      case 'contracts':
        return fetch(
          `${base}/contracts?${new URLSearchParams({ merchant: command.merchant, ...(command.username ? { username: command.username } : {}) })}`,
        );
      case 'agent-payout':
        return post(`${base}/agent-payout`, command.request);
      case 'agent-add':
        return post(`${base}/agent-subordinate`, command.request);
      default:
        return post(`${base}/${command.kind}`, { on: command.on, merchant: command.merchant });
    }
  })();
  try {
    const response = await request;
    const answer = (await response.json()) as { success: boolean; value?: unknown; message?: string };
    if (!answer.success) throw new Error(answer.message ?? 'the platform refused the command');
    return answer.value;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

function memberQuery(member: { username: string; merchant?: string }): string {
  const params = new URLSearchParams({ username: member.username });
  if (member.merchant) params.set('merchant', member.merchant);
  return `?${params}`;
}

function optionsQuery(filter: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter) as [string, string | undefined][]) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function filterQuery(filter: { merchant?: string; status?: string; state?: string }): string {
  const params = new URLSearchParams();
  if (filter.merchant) params.set('merchant', filter.merchant);
  if (filter.status) params.set('status', filter.status);
  if (filter.state) params.set('state', filter.state);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function post(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function direct(command: Command): Promise<unknown> {
  const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
  // Every start seeds an empty database and creates the merchants of new brands: sync-brands reports that.
  const { services, start } = await startPlatformServices(loadPlatformConfig(process.env, workspaceRoot));
  if (command.kind !== 'sync-brands')
    for (const note of startNotes(start, services.database.kind === 'postgres' ? 'DATABASE_URL' : 'the data folder')) console.warn(note);
  try {
    switch (command.kind) {
      case 'sync-brands':
        return brandSyncOfStart(services, start);
      case 'status':
        return await listMerchants(services);
      case 'outbox':
        return await readOutbox(services);
      case 'reset':
        await resetPlatform(services);
        return await listMerchants(services);
      case 'maintenance':
        await setMaintenance(services, command.on, command.merchant);
        return await listMerchants(services);
      case 'region':
        await setRegionRestriction(services, command.on, command.merchant);
        return await listMerchants(services);
      case 'flag':
        await setModule(services, command.module, command.on, command.merchant);
        return await listMerchants(services);
      case 'popups':
        return await listPopups(services, { merchant: command.merchant });
      case 'popup':
        return await changePopup(services, command.selector, command.change);
      case 'banners':
        return await listBanners(services, command.filter);
      case 'banner':
        return await changeBanner(services, command.id, command.change);
      case 'info-pages':
        return await listInfoPages(services, command.filter);
      case 'info-page-add':
        return await addInfoPageEntry(services, command.entry);
      case 'info-page-remove':
        return await removeInfoPageEntry(services, command.id);
      case 'games':
        return await addGames(services, command.request);
      case 'credit':
        return await creditMember(services, command.request);
      case 'deposits':
        return await listDeposits(services, command);
      case 'deposit':
        return await decideDeposit(services, command.reference, command.decision);
      case 'withdrawals':
        return await listWithdrawals(services, command);
      case 'withdraw':
        return await decideWithdrawal(services, command.reference, command.decision);
      case 'channel':
        return await setDepositChannel(services, command.change);
      case 'limits':
        return await setWithdrawLimits(services, command.change);
      case 'rewards':
        return await listRewardApplications(services, command);
      case 'reward':
        return await decideRewardApplication(services, command.request);
      case 'template':
        return await setTemplate(services, command.flag, command.value, command.merchant);
      case 'image-cdns':
        return await setImageCdns(services, command.cdns, command.merchant);
      case 'ledger-check':
        return await checkLedger(services.db);
      case 'uploads':
        return await listMemberUploads(services, command);
      case 'uploads-sweep':
        return await sweepUnusedUploads(services);
      case 'kyc-list':
        return await listKyc(services, command);
      case 'kyc-decide':
        return await decideMemberKyc(services, command.request);
      case 'login-verification':
        return await setLoginVerification(services, command.request);
      case 'upload': {
        const { upload, bytes } = await readUploadAsAdmin(services, command.id);
        return { contentType: upload.contentType, bytes } satisfies UploadRead;
      }
      case 'message-send':
        return await sendMessage(services, command.request);
      case 'contract-offer':
        return await offerAgentContract(services, command.request);
      case 'contracts':
        return await listAgentContracts(services, command);
      case 'agent-payout':
        return await payoutAgents(services, command.request);
      case 'agent-add':
        return await addSubordinate(services, command.request);
    }
  } finally {
    await services.database.close();
  }
}

const popupLine = (popup: AdminPopup) =>
  `${String(popup.id).padStart(4)} ${popup.merchant.padEnd(12)} ${popup.language} execution=${popup.execution ?? '-'}` +
  `${popup.promotionType ? ` promotion=${popup.promotionType}` : ''}  ${popup.title}`;

const bannerLine = (banner: AdminBanner) =>
  `${String(banner.id).padStart(4)} ${banner.merchant.padEnd(12)} ${banner.group.padEnd(10)} ${banner.language} #${banner.sequence}  ` +
  `${banner.headline} | ${banner.subline}  ${banner.url}`;

const infoEntryLine = (entry: AdminInfoEntry) =>
  `${String(entry.id).padStart(4)} ${entry.merchant.padEnd(12)} ${entry.page.padEnd(10)} ${entry.language} #${entry.sequence}` +
  `${entry.imageUrl ? ` image=${entry.imageUrl}` : ''}  ${entry.title}`;

function print(command: Command, value: unknown): void {
  switch (command.kind) {
    case 'info-pages':
      for (const entry of value as AdminInfoEntry[]) console.log(infoEntryLine(entry));
      return;
    case 'info-page-add':
      console.log(`added   ${infoEntryLine(value as AdminInfoEntry)}`);
      return;
    case 'info-page-remove':
      console.log(`removed ${infoEntryLine(value as AdminInfoEntry)}`);
      return;
    case 'outbox':
      console.table(value);
      return;
    case 'sync-brands':
      for (const line of brandSyncReport(value as BrandSync)) console.log(line);
      return;
    case 'popups':
      for (const popup of value as AdminPopup[]) console.log(popupLine(popup));
      return;
    case 'banners':
      for (const banner of value as AdminBanner[]) console.log(bannerLine(banner));
      return;
    case 'banner': {
      const { before, after } = value as { before: AdminBanner; after: AdminBanner };
      console.log(
        `${bannerLine(after)}\n    before: ${before.headline} | ${before.subline}\n    after:  ${after.headline} | ${after.subline}`,
      );
      return;
    }
    case 'popup': {
      const { before, after } = value as { before: AdminPopup; after: AdminPopup };
      console.log(`${popupLine(after)}\n    before: ${before.title} | ${before.content}\n    after:  ${after.title} | ${after.content}`);
      return;
    }
    case 'games':
      for (const row of value as GamesAdded[]) {
        console.log(`${row.merchant.padEnd(12)} +${row.added} ${row.vendor} games: ${row.total} ${row.category} games now`);
      }
      return;
    case 'credit': {
      const credited = value as Awaited<ReturnType<typeof creditMember>>;
      console.log(`${credited.merchant.padEnd(12)} ${credited.username}: MAIN balance ${credited.balance}`);
      return;
    }
    case 'deposits':
    case 'withdrawals':
      if ((value as AdminMoneyRequest[]).length === 0) console.log(`no ${command.kind}${command.status ? ` ${command.status}` : ''}`);
      for (const request of value as AdminMoneyRequest[]) console.log(moneyLine(request));
      return;
    case 'deposit':
    case 'withdraw':
      console.log(moneyLine(value as AdminMoneyRequest));
      return;
    case 'channel':
    case 'limits':
      console.log(JSON.stringify(value));
      return;
    case 'rewards':
      if ((value as AdminRewardApplication[]).length === 0)
        console.log(`no reward applications${command.state ? ` ${command.state}` : ''}`);
      for (const application of value as AdminRewardApplication[]) console.log(rewardLine(application));
      return;
    case 'reward':
      console.log(rewardLine(value as AdminRewardApplication));
      return;
    case 'template':
      for (const state of value as TemplateState[])
        console.log(`${state.merchant.padEnd(12)} overrides ${JSON.stringify(state.overrides)}`);
      return;
    case 'image-cdns':
      for (const state of value as ImageCdnsState[]) console.log(`${state.merchant.padEnd(12)} image CDNs ${state.imageCDNs.join(' ')}`);
      return;
    case 'uploads':
      if ((value as AdminUpload[]).length === 0) console.log(`${command.username} has no uploads`);
      for (const upload of value as AdminUpload[]) {
        console.log(
          `${upload.id} ${upload.merchant.padEnd(12)} ${upload.username.padEnd(14)} ${upload.contentType.padEnd(10)} ` +
            `${String(upload.size).padStart(8)} bytes  ${upload.usedBy ?? 'unused'}  ${upload.createdAt}`,
        );
      }
      return;
    case 'uploads-sweep': {
      const swept = value as SweepResult;
      console.log(
        `deleted ${swept.deleted} unused upload${swept.deleted === 1 ? '' : 's'} (${swept.bytes} bytes) older than 24 hours` +
          (swept.stray ? `, and the bytes of ${swept.stray} upload${swept.stray === 1 ? '' : 's'} whose record was gone` : ''),
      );
      return;
    }
    case 'kyc-list':
      if ((value as AdminKyc[]).length === 0) console.log(`no KYC${command.status ? ` ${command.status}` : ''}`);
      for (const kyc of value as AdminKyc[]) console.log(kycLine(kyc));
      return;
    case 'kyc-decide':
      console.log(kycLine(value as AdminKyc));
      return;
    case 'login-verification': {
      const state = value as LoginVerificationState;
      console.log(
        `${state.merchant.padEnd(12)} ${state.username.padEnd(14)} login verification ${state.loginPhoneVerification ? 'on' : 'off'}` +
          (state.mobile ? ` (verifies ${state.mobile})` : ' (no mobile number: nothing to verify)'),
      );
      return;
    }
    case 'upload': {
      const { contentType, bytes } = value as UploadRead;
      writeFileSync(command.out, bytes);
      console.log(`wrote ${command.out} (${contentType}, ${bytes.length} bytes)`);
      return;
    }
    case 'message-send': {
      const sent = value as MessagesSent;
      console.log(`${sent.merchant.padEnd(12)} ${sent.kind} message sent to ${sent.sent} inbox${sent.sent === 1 ? '' : 'es'}`);
      return;
    }
    case 'contract-offer':
    case 'contracts':
    case 'agent-payout':
    case 'agent-add':
      console.log(JSON.stringify(value, null, 2));
      return;
    case 'ledger-check': {
      const report = ledgerCheckReport(value as LedgerCheck);
      for (const line of report.lines) console.log(line);
      process.exitCode = report.exitCode;
      return;
    }
    default:
      printMerchants(value as MerchantState[]);
  }
}

const kycLine = (kyc: AdminKyc) =>
  `${kyc.merchant.padEnd(12)} ${kyc.username.padEnd(14)} ${kyc.status.padEnd(12)} ${kyc.realName} (${kyc.idNumber}, born ${kyc.birthday}, ` +
  `${kyc.nationality})  submitted ${kyc.submittedAt}${kyc.decidedAt ? ` decided ${kyc.decidedAt}` : ''}` +
  `${kyc.rejectReason ? `\n    rejected: ${kyc.rejectReason}` : ''}\n    images: id front ${kyc.documents.idFront}, ` +
  `id back ${kyc.documents.idBack}, selfie ${kyc.documents.selfie}`;

const moneyLine = (request: AdminMoneyRequest) =>
  `${request.reference} ${request.merchant.padEnd(12)} ${request.username.padEnd(14)} ${String(request.amount).padStart(12)} ` +
  `${request.status.padEnd(9)} ${request.detail}  ${request.createdAt}${request.decidedAt ? ` decided ${request.decidedAt}` : ''}`;

const rewardLine = (application: AdminRewardApplication) =>
  `${application.applicationId} ${application.merchant.padEnd(12)} ${application.username.padEnd(14)} ${application.state.padEnd(9)} ` +
  `${application.bonus === null ? '' : `bonus ${application.bonus} `}${application.offer} (${application.images} images) ` +
  `${JSON.stringify(application.remark)}${application.rejectReason ? ` rejected: ${application.rejectReason}` : ''}  ${application.createdAt}`;

function printMerchants(merchants: MerchantState[]): void {
  for (const merchant of merchants) {
    const modules = Object.entries(merchant.modules)
      .map(([id, on]) => `${id}:${on ? 'on' : 'off'}`)
      .join(' ');
    console.log(
      `${merchant.code.padEnd(18)} brand=${merchant.brandId} maintenance=${merchant.maintenance ? 'on' : 'off'} ` +
        `region=${merchant.regionRestriction ? 'on' : 'off'}\n    ${modules}`,
    );
  }
}

async function main(): Promise<void> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 8080);
  const value = (await viaHttp(command, port)) ?? (await direct(command));
  print(command, value);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
