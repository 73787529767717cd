import * as z from 'zod/mini';
import { epochMsSchema, moneySchema } from '../common';
import { defineCall } from '../define-call';
import { GAME_CATEGORIES } from '../game-constants';
import { lazySchema } from '../lazy-schema';

/*
 * Agent rebates, dividend and contracts (issue 14; spec sections 2 agent routes, 3 "Contract request
 * response", 4 "Agent contract prompts", 7 Agent: "rebate update, daily salary, dividend" and Contract
 * requests). The spec names the routes and the three request fields; paths and shapes are ours, recorded here.
 *
 * Choices:
 * - Where the merchant's brand.json turns the screen off, its calls are refused `function.not.available` (403):
 *   the agent rebate by AGEREBINC3, the team's rates (read and update) by GAMSER, the dividend by agent.dividend.
 * - Who: agents only (types other than 0, 4, 40; trial users neither): others are refused `non.agent.login`.
 *   An agent acts on its DIRECT subordinates only (the members whose parent is the agent, on its merchant);
 *   anyone else, on any merchant, is `agent.member.not.found` (404), never a sign the name exists.
 * - Rates are integer basis points per game category (GAME_CATEGORIES; 100 = 1%, at most 10000); a member
 *   without a stored rate for a category has 0. A subordinate's rate may never exceed the agent's own for that
 *   category: `rebate.rate.above.own` (400, naming the category).
 * - What the agent earns (the "differential" rebate): for each direct subordinate S and category c, the real
 *   bets of S and S's whole downline in c × (agent's rate − S's rate); the agent's own bets earn nothing here.
 *   Bets are the demo-game rounds on real wallets (never free play), read from the bet records.
 * - Contracts: the upline (through the operator's command) offers terms of a kind: SALARY (daily salary),
 *   DIVIDEND, HOURLY (hourly salary). Tiers by `basis` TURNOVER (the team's real bets in the period) or
 *   ACTIVE_MEMBERS (team members with at least one bet in the period): the highest tier whose `min` is met
 *   applies. A SALARY/HOURLY tier's `value` is money per day/hour; a DIVIDEND tier's `value` is the share in
 *   basis points of the team's net result (bets − wins, when positive). The offer is PENDING until the agent
 *   ACCEPTS or REJECTS it; a newer offer of the same kind makes an older pending one SUPERSEDED; an accepted
 *   contract is in force until another of its kind is accepted (the old one becomes SUPERSEDED).
 *   Answering anything but one's own pending offer: `agent.contract.not.pending` (409).
 * - Payouts (the operator's `agent payout` command; rebate and salary per UTC day, dividend per half month:
 *   days 1-15 and 16-end) reach the agent's MAIN wallet through the ledger, once per agent, kind and period
 *   (a COMMISSION record). The dividend screen lists them from the ledger.
 * - Contract requests `GET /wps/member/info/funds/consolidated`: dailysalreqtype, divtypecompperiodreq and
 *   contracthoursalreq are each the id of the member's pending offer of that kind, 0 when none (any signed-in
 *   member may ask; non-agents have none).
 */

export const AGENT_RATE_MAX_BP = 10_000;
export const CONTRACT_KINDS = ['SALARY', 'DIVIDEND', 'HOURLY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_BASES = ['TURNOVER', 'ACTIVE_MEMBERS'] as const;
export type ContractBasis = (typeof CONTRACT_BASES)[number];
export const CONTRACT_STATES = ['PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

const rateBp = lazySchema(() => z.number().check(z.int(), z.gte(0), z.lte(AGENT_RATE_MAX_BP)));
export const categoryRateSchema = lazySchema(() => z.object({ category: z.enum(GAME_CATEGORIES), rateBp: rateBp() }));
export type CategoryRate = z.output<ReturnType<typeof categoryRateSchema>>;

const range = lazySchema(() => ({
  startDate: z.coerce.number().check(z.int(), z.gte(0), z.lte(8.64e15)),
  endDate: z.coerce.number().check(z.int(), z.gte(0), z.lte(8.64e15)),
}));

export const rebateEarningSchema = lazySchema(() =>
  z.object({
    category: z.enum(GAME_CATEGORIES),
    rateBp: rateBp(),
    /** The team's real bets in the category within the range. */
    turnover: moneySchema(),
    amount: moneySchema(),
  }),
);

export const subordinateRatesSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    type: z.number().check(z.int()),
    rates: z.array(categoryRateSchema()),
  }),
);
export type SubordinateRates = z.output<ReturnType<typeof subordinateRatesSchema>>;

export const contractTierSchema = lazySchema(() =>
  z.object({
    /** TURNOVER: money; ACTIVE_MEMBERS: a whole number of members. */
    min: z.number().check(z.gte(0)),
    /** SALARY/HOURLY: money; DIVIDEND: basis points. */
    value: z.number().check(z.gte(0)),
  }),
);
export type ContractTier = z.output<ReturnType<typeof contractTierSchema>>;

export const agentContractSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int(), z.positive()),
    kind: z.enum(CONTRACT_KINDS),
    basis: z.enum(CONTRACT_BASES),
    tiers: z.array(contractTierSchema()),
    state: z.enum(CONTRACT_STATES),
    /** Who offered it: the agent's upline. */
    offeredBy: z.string(),
    createdAt: epochMsSchema(),
    decidedAt: z.nullable(epochMsSchema()),
  }),
);
export type AgentContract = z.output<ReturnType<typeof agentContractSchema>>;

export const agentPayoutSchema = lazySchema(() =>
  z.object({
    /** 2026-11-23 for a day, 2026-11-H1 / 2026-11-H2 for a half month. */
    period: z.string(),
    amount: moneySchema(),
    paidAt: epochMsSchema(),
  }),
);
export type AgentPayout = z.output<ReturnType<typeof agentPayoutSchema>>;

export const dividendPeriodSchema = lazySchema(() =>
  z.object({
    period: z.string(),
    start: epochMsSchema(),
    end: epochMsSchema(),
    turnover: moneySchema(),
    /** Bets − wins of the team: positive when the team lost. */
    netResult: moneySchema(),
    activeMembers: z.number().check(z.int(), z.nonnegative()),
    shareBp: rateBp(),
    dividend: moneySchema(),
  }),
);

export const contractRequestsSchema = lazySchema(() =>
  z.object({
    dailysalreqtype: z.number().check(z.int(), z.nonnegative()),
    divtypecompperiodreq: z.number().check(z.int(), z.nonnegative()),
    contracthoursalreq: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type ContractRequests = z.output<ReturnType<typeof contractRequestsSchema>>;

export const agentContractCalls = {
  /** The agent's own rates and what it earned from its team in [startDate, endDate). */
  rebate: defineCall({
    id: 'agentContracts.rebate',
    method: 'GET',
    path: '/wps/agent/rebate',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    query: () => z.object(range()),
    value: () =>
      z.object({
        currencySymbol: z.string(),
        rates: z.array(categoryRateSchema()),
        earnings: z.array(rebateEarningSchema()),
        total: moneySchema(),
        payouts: z.array(agentPayoutSchema()),
      }),
  }),
  /** The agent's own rates and each direct subordinate's. */
  teamRebate: defineCall({
    id: 'agentContracts.teamRebate',
    method: 'GET',
    path: '/wps/agent/rebate/team',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    value: () => z.object({ own: z.array(categoryRateSchema()), list: z.array(subordinateRatesSchema()) }),
  }),
  /** Sets some of a direct subordinate's rates, each at most the agent's own. */
  updateTeamRebate: defineCall({
    id: 'agentContracts.updateTeamRebate',
    method: 'POST',
    path: '/wps/agent/rebate/team',
    auth: 'real',
    errors: ['non.agent.login', 'agent.member.not.found', 'rebate.rate.above.own'] as const,
    body: () =>
      z.object({
        username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        rates: z.array(categoryRateSchema()).check(z.minLength(1), z.maxLength(GAME_CATEGORIES.length)),
      }),
    value: subordinateRatesSchema,
  }),
  /** The dividend contract in force, the last periods' figures under it, and the dividends paid. */
  dividend: defineCall({
    id: 'agentContracts.dividend',
    method: 'GET',
    path: '/wps/agent/dividend',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    value: () =>
      z.object({
        currencySymbol: z.string(),
        contract: z.nullable(agentContractSchema()),
        periods: z.array(dividendPeriodSchema()),
        payouts: z.array(agentPayoutSchema()),
      }),
  }),
  /** The pending offer of a kind, if any, and the contract of that kind in force, if any. */
  contract: defineCall({
    id: 'agentContracts.contract',
    method: 'GET',
    path: '/wps/agent/contract',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    query: () => z.object({ kind: z.enum(CONTRACT_KINDS) }),
    value: () =>
      z.object({
        currencySymbol: z.string(),
        pending: z.nullable(agentContractSchema()),
        current: z.nullable(agentContractSchema()),
        /** The latest answered offers, newest first. */
        history: z.array(agentContractSchema()),
      }),
  }),
  answerContract: defineCall({
    id: 'agentContracts.answerContract',
    method: 'POST',
    path: '/wps/agent/contract/answer',
    auth: 'real',
    errors: ['non.agent.login', 'agent.contract.not.pending'] as const,
    body: () => z.object({ id: z.number().check(z.int(), z.positive()), accept: z.boolean() }),
    value: agentContractSchema,
  }),
  /** The member's pending contract requests (the login and home prompts). */
  requests: defineCall({
    id: 'agentContracts.requests',
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    errors: [] as const,
    value: contractRequestsSchema,
  }),
};
