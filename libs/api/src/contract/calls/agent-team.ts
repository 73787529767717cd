import * as z from 'zod/mini';
import { epochMsSchema, moneySchema, pageNumberSchema, pageSizeSchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Agent team calls (issue 14; spec sections 1 agents, 2 agent routes, 3 Team KPI, 6 Agent, 7 Agent: "KPI
 * (startDate, endDate, size), subordinate"). The spec names the family (/wps/agent/...) and the KPI's four
 * counters; the rest is ours, recorded here.
 *
 * Choices:
 * - Members and register belong to the screens DOWNMAN switches: where the merchant's brand.json turns it off,
 *   both are refused `function.not.available` (403). The KPI is the agent home's and is never switched off.
 * - Who: agents only. Member types 0, 4 and 40 (and trial users) are refused `non.agent.login` ("Non-agents
 *   cannot log in", 403). An agent's team is its downline: every member whose parent link leads to it,
 *   directly or through sub-agents, on its own merchant; the agent itself is not in it.
 * - Ranges: `startDate` and `endDate` are epoch ms, [startDate, endDate), at most 93 days apart; the app
 *   sends its local day or the picked dates. Outside that: `request_param_err` naming the field.
 * - KPI `GET /wps/agent/team/kpi`: teamLoginMemberCount (team members who logged in within the range),
 *   teamBetMemberCount (who placed a real-money bet), teamRegisterMemberCount (who registered),
 *   teamOnlineCount (who has a live session now, whatever the range), and `size` (the team's members;
 *   `directSize` those whose parent is the agent). All computed from sessions, bet rounds and parent links.
 * - Members `GET /wps/agent/subordinate`: the team, newest first, optionally only user names containing
 *   `username` (case-insensitive), paged; each with its level (1 = direct), parent's user name, MAIN balance,
 *   last login (null if never) and confirmed deposits within the range.
 * - Register `POST /wps/agent/subordinate`: opens an account whose parent is the agent, `userType` 0 (a
 *   member) or 2 (a sub-agent, with its own invitation code), checked by the merchant's register rules for
 *   username and password whether or not the merchant registers by user name; `username.exists`,
 *   `password.confirm.mismatch`. The body is encrypted like the register call's.
 */

/** The widest range a team query takes. */
export const AGENT_RANGE_MAX_DAYS = 93;

const range = lazySchema(() => ({
  startDate: z.coerce.number().check(z.int(), z.gte(0)),
  endDate: z.coerce.number().check(z.int(), z.gte(0)),
}));

export const teamKpiSchema = lazySchema(() =>
  z.object({
    teamLoginMemberCount: z.number().check(z.int(), z.nonnegative()),
    teamBetMemberCount: z.number().check(z.int(), z.nonnegative()),
    teamRegisterMemberCount: z.number().check(z.int(), z.nonnegative()),
    teamOnlineCount: z.number().check(z.int(), z.nonnegative()),
    size: z.number().check(z.int(), z.nonnegative()),
    directSize: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type TeamKpi = z.output<ReturnType<typeof teamKpiSchema>>;

export const teamMemberSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    /** 0 member, 2 sub-agent, …: the member type. */
    type: z.number().check(z.int()),
    /** 1 for a direct subordinate, 2 for theirs, … */
    level: z.number().check(z.int(), z.positive()),
    parent: z.string(),
    balance: moneySchema(),
    lastLoginAt: z.nullable(epochMsSchema()),
    deposits: moneySchema(),
    registeredAt: epochMsSchema(),
  }),
);
export type TeamMember = z.output<ReturnType<typeof teamMemberSchema>>;

export const teamMembersSchema = lazySchema(() =>
  z.object({
    list: z.array(teamMemberSchema()),
    total: z.number().check(z.int(), z.nonnegative()),
    pageNum: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
  }),
);
export type TeamMembers = z.output<ReturnType<typeof teamMembersSchema>>;

export const AGENT_REGISTER_TYPES = [0, 2] as const;

export const agentTeamCalls = {
  kpi: defineCall({
    id: 'agentTeam.kpi',
    method: 'GET',
    path: '/wps/agent/team/kpi',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    query: () => z.object(range()),
    value: teamKpiSchema,
  }),
  members: defineCall({
    id: 'agentTeam.members',
    method: 'GET',
    path: '/wps/agent/subordinate',
    auth: 'real',
    errors: ['non.agent.login'] as const,
    query: () =>
      z.object({
        ...range(),
        username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
        pageNo: pageNumberSchema(),
        pageSize: pageSizeSchema(50, 20),
      }),
    value: teamMembersSchema,
  }),
  /** Errors: username.exists, password.confirm.mismatch, request_param_err (value.field names the field). */
  register: defineCall({
    id: 'agentTeam.register',
    method: 'POST',
    path: '/wps/agent/subordinate',
    auth: 'real',
    errors: ['non.agent.login', 'username.exists', 'password.confirm.mismatch'] as const,
    body: () =>
      z.object({
        username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        password: z.string().check(z.minLength(1), z.maxLength(128)),
        confirmPassword: z.string().check(z.minLength(1), z.maxLength(128)),
        userType: z._default(z.union([z.literal(0), z.literal(2)]), 0),
      }),
    bodyEncoding: 'encrypted',
    value: () => z.object({ username: z.string(), type: z.number().check(z.int()) }),
  }),
};
