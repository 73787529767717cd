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
} from '../agent-actions';
import { query, type AdminCommand, type CommandRunners } from './command';
import { onlyOptions } from './values';

/** The agent commands: contract offers, payouts and accounts opened under an agent. */
export type AgentCommand =
  | { kind: 'contract-offer'; request: ContractOfferRequest }
  | { kind: 'contracts'; merchant: string; username?: string }
  | { kind: 'agent-payout'; request: PayoutRequest }
  | { kind: 'agent-add'; request: SubordinateRequest };

const CONTRACT_KIND_WORDS = { salary: 'SALARY', dividend: 'DIVIDEND', hourly: 'HOURLY' } as const;
const CONTRACT_BASIS_WORDS = { turnover: 'TURNOVER', active: 'ACTIVE_MEMBERS' } as const;

export const agentCommands: AdminCommand<AgentCommand>[] = [
  {
    name: 'contract',
    usage: [
      'contract offer --merchant CODE --username NAME --kind salary|dividend|hourly --tiers MIN:VALUE,… [--basis turnover|active]',
      'contract list --merchant CODE [--username NAME]',
    ],
    summary: 'offer an agent terms on behalf of its upline; or the latest 200 contract offers and their states',
    details:
      'An offer is pending until the agent accepts or rejects it; it replaces a pending offer of that kind. Tiers go\n' +
      'by team turnover (MIN in major units, the default) or active members; VALUE is a salary per day/hour (major\n' +
      'units) or a dividend share in basis points.',
    options: {
      merchant: 'the merchant',
      username: "offer: the agent; list: only this agent's",
      kind: 'offer: salary, dividend or hourly',
      tiers: 'offer: the tiers, e.g. 0:50,5000:120,20000:300',
      basis: 'offer: turnover (the default) or active',
    },
    examples: [
      'contract offer --merchant PLAYDECK --username agent02 --kind salary --tiers 0:50,5000:120',
      'contract list --merchant PLAYDECK',
    ],
    parse: ([action, ...extra], options) => {
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
      if (!Object.hasOwn(CONTRACT_KIND_WORDS, kind)) throw new Error(`--kind is salary, dividend or hourly, got ${kind}`);
      if (!Object.hasOwn(CONTRACT_BASIS_WORDS, basis)) throw new Error(`--basis is turnover or active, got ${basis}`);
      return {
        kind: 'contract-offer',
        request: {
          merchant,
          username,
          kind: CONTRACT_KIND_WORDS[kind as keyof typeof CONTRACT_KIND_WORDS],
          basis: CONTRACT_BASIS_WORDS[basis as keyof typeof CONTRACT_BASIS_WORDS],
          tiers: parseTiers(tiers),
        },
      };
    },
  },
  {
    name: 'agent',
    usage: [
      `agent payout --merchant CODE --kind ${PAYOUT_KINDS.join('|')} [--date YYYY-MM-DD | YYYY-MM-DDTHH]`,
      'agent add --merchant CODE --parent AGENT --username NAME --password TEXT [--type 0|2]',
    ],
    summary: 'pay every agent of the merchant what is due into MAIN; or open an account under an agent',
    details:
      'payout: the rebate (per UTC day), daily salary (per day), hourly salary (per UTC hour; accepted contracts) or\n' +
      'dividend (per half month) for the period holding the date (default: the last finished one), through the\n' +
      'ledger; once per agent, kind and period.',
    options: {
      merchant: 'the merchant',
      kind: `payout: ${PAYOUT_KINDS.join(', ')}`,
      date: 'payout: a day YYYY-MM-DD, or an hour YYYY-MM-DDTHH, of the period to pay',
      parent: 'add: the agent the account goes under',
      username: "add: the new account's username",
      password: "add: the new account's password",
      type: 'add: 2, a sub-agent (the default), or 0, a member',
    },
    examples: [
      'agent payout --merchant PLAYDECK --kind rebate --date 2026-11-23',
      'agent add --merchant PLAYDECK --parent agent09 --username sub01 --password Agent12345',
    ],
    parse: ([action, ...extra], options) => {
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
    },
  },
];

const printJson = (_command: unknown, value: unknown) => console.log(JSON.stringify(value, null, 2));

export const agentRunners: CommandRunners<AgentCommand> = {
  'contract-offer': {
    route: (command) => ({ post: '/contract-offer', body: command.request }),
    direct: ({ services }, command) => offerAgentContract(services, command.request),
    print: printJson,
  },
  contracts: {
    route: (command) => ({ get: `/contracts${query({ merchant: command.merchant, username: command.username })}` }),
    direct: ({ services }, command) => listAgentContracts(services, command),
    print: printJson,
  },
  'agent-payout': {
    route: (command) => ({ post: '/agent-payout', body: command.request }),
    direct: ({ services }, command) => payoutAgents(services, command.request),
    print: printJson,
  },
  'agent-add': {
    route: (command) => ({ post: '/agent-subordinate', body: command.request }),
    direct: ({ services }, command) => addSubordinate(services, command.request),
    print: printJson,
  },
};
