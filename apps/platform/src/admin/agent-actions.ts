import { eq } from 'drizzle-orm';
import { CONTRACT_BASES, CONTRACT_KINDS, type ContractBasis, type ContractKind, isWholeMinorAmount, wireToMinor } from '@playdeck/api';
import { members, merchants } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { contractsOfMerchant, contractView, offerContract } from '../modules/agent-contracts/contracts';
import { payAgents, type PayoutKind } from '../modules/agent-contracts/payouts';
import { parseDay } from '../modules/agent-contracts/periods';
import { toMoney } from '../modules/wallet/money';
import type { PlatformServices } from '../services';
import { memberByUsername } from './member-lookup';

export { CONTRACT_BASES, CONTRACT_KINDS };
export { PAYOUT_KINDS } from '../modules/agent-contracts/payouts';

export interface ContractOfferRequest {
  merchant: string;
  username: string;
  kind: ContractKind;
  basis: ContractBasis;
  /** Wire units: money (TURNOVER mins, SALARY/HOURLY values) in major units, members, basis points. */
  tiers: { min: number; value: number }[];
}

const badInput = (message: string) => new PlatformError('request_param_err', { status: 400, message });

/** `1000:50,5000:120` → tiers (min:value pairs), as the command line writes them. */
export function parseTiers(text: string): { min: number; value: number }[] {
  return text.split(',').map((pair) => {
    const [min, value, ...extra] = pair.split(':').map((part) => Number(part.trim()));
    if (extra.length || !Number.isFinite(min) || !Number.isFinite(value)) throw new Error(`a tier is MIN:VALUE, got ${pair}`);
    return { min: min!, value: value! };
  });
}

function minorOf(amount: number, what: string): number {
  if (!isWholeMinorAmount(amount) || !Number.isSafeInteger(wireToMinor(amount)))
    throw badInput(`${what} has at most 2 decimals, got ${amount}`);
  return wireToMinor(amount);
}

/** An offer to an agent, made on behalf of its upline: it prompts the agent until answered. */
export async function offerAgentContract(services: PlatformServices, request: ContractOfferRequest) {
  const { member } = await memberByUsername(services, request.merchant, request.username);
  const tiers = request.tiers.map((tier) => {
    if (request.basis === 'ACTIVE_MEMBERS' && !Number.isInteger(tier.min)) throw badInput(`members are whole, got ${tier.min}`);
    if (request.kind === 'DIVIDEND' && !Number.isInteger(tier.value)) throw badInput(`a share is whole basis points, got ${tier.value}`);
    return {
      min: request.basis === 'TURNOVER' ? minorOf(tier.min, 'a turnover') : tier.min,
      value: request.kind === 'DIVIDEND' ? tier.value : minorOf(tier.value, 'a salary'),
    };
  });
  const created = await offerContract(services.db, member, { kind: request.kind, basis: request.basis, tiers }, services.now());
  return { username: member.username, ...contractView(created, null) };
}

export async function listAgentContracts(services: PlatformServices, filter: { merchant: string; username?: string }) {
  const [merchant] = await services.db.select().from(merchants).where(eq(merchants.code, filter.merchant));
  if (!merchant) throw new PlatformError('not.found', { status: 404, message: `no merchant ${filter.merchant}` });
  const memberId = filter.username ? (await memberByUsername(services, filter.merchant, filter.username)).member.id : undefined;
  return contractsOfMerchant(services.db, merchant.id, memberId);
}

export interface PayoutRequest {
  merchant: string;
  kind: PayoutKind;
  /** YYYY-MM-DD: pay the period holding this day; by default the last finished period. */
  date?: string;
}

/** Pays the merchant's agents what the period gives them, once (see payAgents); amounts in major units. */
export async function payoutAgents(services: PlatformServices, request: PayoutRequest) {
  const [merchant] = await services.db.select().from(merchants).where(eq(merchants.code, request.merchant));
  if (!merchant || merchant.isTrial) throw new PlatformError('not.found', { status: 404, message: `no real merchant ${request.merchant}` });
  let at: Date | undefined;
  try {
    at = request.date === undefined ? undefined : parseDay(request.date);
  } catch (error) {
    throw badInput((error as Error).message);
  }
  const lines = await payAgents(services.db, merchant.id, request.kind, services.now(), at);
  return lines.map((line) => ({ ...line, amount: toMoney(line.amount) }));
}

export interface SubordinateRequest {
  merchant: string;
  parent: string;
  username: string;
  password: string;
  /** 0 a member, 2 a sub-agent. */
  type: 0 | 2;
}

/** Opens an account under an agent (for demos and journeys that need a fresh sub-agent). */
export async function addSubordinate(services: PlatformServices, request: SubordinateRequest) {
  const { member: parent, merchant } = await memberByUsername(services, request.merchant, request.parent);
  if ([0, 4, 40].includes(parent.type)) throw badInput(`${request.parent} is not an agent`);
  if (!/^[a-z0-9]{4,16}$/i.test(request.username)) throw badInput('a user name is 4-16 letters or digits');
  const [created] = await services.db
    .insert(members)
    .values({
      merchantId: merchant.id,
      username: request.username,
      passwordHash: await services.passwords.hash(request.password),
      type: request.type,
      parentId: parent.id,
      affiliateCode: request.type === 2 ? `${merchant.code}-${request.username.toUpperCase()}` : null,
      firstTimeLogin: false,
      createdAt: services.now(),
    })
    .onConflictDoNothing()
    .returning({ id: members.id, username: members.username, type: members.type });
  if (!created) throw new PlatformError('username.exists', { status: 409, message: `${request.username} exists on ${request.merchant}` });
  return { merchant: merchant.code, parent: parent.username, ...created };
}
