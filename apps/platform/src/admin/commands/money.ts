import { checkLedger, type LedgerCheck } from '../../modules/wallet/ledger-check';
import { ledgerCheckReport } from '../ledger-command';
import {
  decideDeposit,
  decideWithdrawal,
  DEPOSIT_FILTER_STATUSES,
  listDeposits,
  listWithdrawals,
  setDepositChannel,
  setWithdrawLimits,
  WITHDRAWAL_FILTER_STATUSES,
  type AdminMoneyRequest,
  type ChannelChange,
  type DepositDecision,
  type DepositFilterStatus,
  type LimitsChange,
  type WithdrawalDecision,
  type WithdrawalFilterStatus,
} from '../money-actions';
import { creditMember, type CreditRequest } from '../wallet-actions';
import type { PlatformServices } from '../../services';
import { query, type AdminCommand, type CommandRunner, type CommandRunners } from './command';
import { parseAmountOption, parseDecision, parseOnOff, parseStatus } from './values';

/** The money commands: credits, deposits, withdrawals, their channels and limits, and the ledger's check. */
export type MoneyCommand =
  | { kind: 'credit'; request: CreditRequest }
  | { kind: 'deposits'; merchant?: string; status?: DepositFilterStatus }
  | { kind: 'deposit'; decision: DepositDecision; reference: string }
  | { kind: 'withdrawals'; merchant?: string; status?: WithdrawalFilterStatus }
  | { kind: 'withdraw'; decision: WithdrawalDecision; reference: string }
  | { kind: 'channel'; change: ChannelChange }
  | { kind: 'limits'; change: LimitsChange }
  | { kind: 'ledger-check' };

type MoneyCommandOf<K extends MoneyCommand['kind']> = Extract<MoneyCommand, { kind: K }>;

/** A listing of the latest deposits or withdrawals (`what`), of one merchant and/or status. */
function requestsCommand<K extends 'deposits' | 'withdrawals', S extends string>(
  name: K,
  statuses: readonly S[],
  what: string,
  example: string,
): AdminCommand<{ kind: K; merchant?: string; status?: S }> {
  return {
    name,
    usage: [`${name} [--merchant CODE] [--status ${statuses.join('|')}]`],
    summary: `the latest 200 ${what}, newest first`,
    options: { merchant: "only this merchant's", status: `only these: ${statuses.join(', ')} (any case)` },
    examples: [example],
    parse: (_words, options) => ({ kind: name, merchant: options.merchant, status: parseStatus(options.status, statuses) }),
  };
}

export const moneyCommands: AdminCommand<MoneyCommand>[] = [
  {
    name: 'credit',
    usage: ['credit --username NAME --amount N [--merchant CODE]'],
    summary: "put N in a member's MAIN wallet: an operator adjustment with its own ledger row",
    options: {
      username: 'the member',
      amount: 'how much, in major units (e.g. 250.5)',
      merchant: "the member's merchant (needed only when members of several merchants have that username)",
    },
    examples: ['credit --merchant PLAYDECK --username team01 --amount 500'],
    parse: (_words, options) => {
      const amount = Number(options.amount);
      if (!options.username || options.amount === undefined) throw new Error('credit needs --username NAME and --amount N');
      if (!(Number.isFinite(amount) && amount > 0)) throw new Error(`--amount is a positive amount, got ${options.amount}`);
      return { kind: 'credit', request: { merchant: options.merchant, username: options.username, amount } };
    },
  },
  requestsCommand('deposits', DEPOSIT_FILTER_STATUSES, 'deposit requests', 'deposits --status PENDING'),
  {
    name: 'deposit',
    usage: ['deposit confirm|reject <REFERENCE>'],
    summary: "confirm (the amount reaches the member's MAIN wallet, once) or reject a pending deposit",
    options: {},
    examples: ['deposit confirm D20261123000001'],
    parse: (words) => ({ kind: 'deposit', ...parseDecision('deposit', words, ['confirm', 'reject'] as const) }),
  },
  requestsCommand('withdrawals', WITHDRAWAL_FILTER_STATUSES, 'withdrawals', 'withdrawals --merchant PLAYDECK --status PENDING'),
  {
    name: 'withdraw',
    usage: ['withdraw approve|reject <REFERENCE>'],
    summary: 'approve (the held amount is paid out) or reject (it goes back to MAIN) a pending withdrawal, once',
    options: {},
    examples: ['withdraw approve W20261123000001'],
    parse: (words) => ({ kind: 'withdraw', ...parseDecision('withdraw', words, ['approve', 'reject'] as const) }),
  },
  {
    name: 'channel',
    usage: ['channel --merchant CODE --id CHANNEL [--min N] [--max N] [--enabled on|off]'],
    summary: 'change a deposit channel (bank-1, ewallet-1, qr-1; amounts in major units)',
    options: {
      merchant: 'the merchant',
      id: 'the channel: bank-1, ewallet-1 or qr-1',
      min: 'the least deposit (major units)',
      max: 'the most deposit (major units)',
      enabled: 'on or off',
    },
    examples: ['channel --merchant PLAYDECK --id bank-1 --min 50 --max 20000', 'channel --merchant PLAYDECK --id qr-1 --enabled off'],
    parse: (_words, options) => {
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
    },
  },
  {
    name: 'limits',
    usage: ['limits --merchant CODE [--min N] [--max N] [--daily N]'],
    summary: 'change the withdrawal limits (major units; N withdrawals a UTC day)',
    options: {
      merchant: 'the merchant',
      min: 'the least withdrawal (major units)',
      max: 'the most withdrawal (major units)',
      daily: 'how many withdrawals a member may make a UTC day',
    },
    examples: ['limits --merchant PLAYDECK --min 100 --max 50000 --daily 3'],
    parse: (_words, options) => {
      if (!options.merchant) throw new Error('limits needs --merchant CODE');
      const daily = options.daily === undefined ? undefined : Number(options.daily);
      if (daily !== undefined && !(Number.isInteger(daily) && daily >= 0))
        throw new Error(`--daily is a whole number, got ${options.daily}`);
      const change: LimitsChange = {
        merchant: options.merchant,
        min: parseAmountOption('min', options.min),
        max: parseAmountOption('max', options.max),
        daily,
      };
      if (change.min === undefined && change.max === undefined && daily === undefined)
        throw new Error('limits needs --min, --max or --daily');
      return { kind: 'limits', change };
    },
  },
  {
    name: 'ledger',
    usage: ['ledger check'],
    summary: 'prove the books: every wallet is the sum of its entries, every posting sums to 0, every running balance follows',
    details: 'Exits 1 when the books are not sound.',
    options: {},
    examples: ['ledger check'],
    parse: (words) => {
      if (words[0] !== 'check' || words.length > 1) throw new Error(`ledger takes check, got ${words.join(' ') || 'nothing'}`);
      return { kind: 'ledger-check' };
    },
  },
];

const moneyLine = (request: AdminMoneyRequest) =>
  `${request.reference} ${request.merchant.padEnd(12)} ${request.username.padEnd(14)} ${String(request.amount).padStart(12)} ` +
  `${request.status.padEnd(9)} ${request.detail}  ${request.createdAt}${request.decidedAt ? ` decided ${request.decidedAt}` : ''}`;

function printRequests(command: { kind: 'deposits' | 'withdrawals'; status?: string }, value: unknown): void {
  if ((value as AdminMoneyRequest[]).length === 0) console.log(`no ${command.kind}${command.status ? ` ${command.status}` : ''}`);
  for (const request of value as AdminMoneyRequest[]) console.log(moneyLine(request));
}

/** Lists the latest deposits or withdrawals, of one merchant and/or status. */
function requestsRunner<C extends { kind: 'deposits' | 'withdrawals'; merchant?: string; status?: string }>(
  path: string,
  list: (services: PlatformServices, filter: C) => Promise<AdminMoneyRequest[]>,
): CommandRunner<C> {
  return {
    route: (command) => ({ get: `${path}${query({ merchant: command.merchant, status: command.status })}` }),
    direct: ({ services }, command) => list(services, command),
    print: printRequests,
  };
}

/** Decides one pending deposit or withdrawal by its reference, and prints it as it now stands. */
function decisionRunner<C extends { decision: string; reference: string }>(
  path: string,
  decide: (services: PlatformServices, reference: string, decision: C['decision']) => Promise<AdminMoneyRequest>,
): CommandRunner<C> {
  return {
    route: (command) => ({ post: path, body: { reference: command.reference, decision: command.decision } }),
    direct: ({ services }, command) => decide(services, command.reference, command.decision),
    print: (_command, value) => console.log(moneyLine(value as AdminMoneyRequest)),
  };
}

export const moneyRunners: CommandRunners<MoneyCommand> = {
  credit: {
    route: (command) => ({ post: '/credit', body: command.request }),
    direct: ({ services }, command) => creditMember(services, command.request),
    print: (_command, value) => {
      const credited = value as Awaited<ReturnType<typeof creditMember>>;
      console.log(`${credited.merchant.padEnd(12)} ${credited.username}: MAIN balance ${credited.balance}`);
    },
  },
  deposits: requestsRunner<MoneyCommandOf<'deposits'>>('/deposits', listDeposits),
  deposit: decisionRunner('/deposit', decideDeposit),
  withdrawals: requestsRunner<MoneyCommandOf<'withdrawals'>>('/withdrawals', listWithdrawals),
  withdraw: decisionRunner('/withdrawal', decideWithdrawal),
  channel: {
    route: (command) => ({ post: '/channel', body: command.change }),
    direct: ({ services }, command) => setDepositChannel(services, command.change),
    print: (_command, value) => console.log(JSON.stringify(value)),
  },
  limits: {
    route: (command) => ({ post: '/limits', body: command.change }),
    direct: ({ services }, command) => setWithdrawLimits(services, command.change),
    print: (_command, value) => console.log(JSON.stringify(value)),
  },
  'ledger-check': {
    route: () => ({ get: '/ledger-check' }),
    direct: ({ services }) => checkLedger(services.db),
    print: (_command, value) => {
      const report = ledgerCheckReport(value as LedgerCheck);
      for (const line of report.lines) console.log(line);
      process.exitCode = report.exitCode;
    },
  },
};
