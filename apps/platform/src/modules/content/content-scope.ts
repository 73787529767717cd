import type { Member } from '../../http/request-context';

export { scopeMerchantId } from '../system/merchant-scope';

export { contentLanguage } from '../../http/content-language';

const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** Agents: member types other than 0, 4 and 40 (spec section 6). */
export function isAgent(member: Member | null): boolean {
  return member !== null && !NON_AGENT_TYPES.includes(member.type);
}
