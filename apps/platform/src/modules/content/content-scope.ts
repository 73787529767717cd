import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentLanguage } from '../../http/content-language';
import type { CallContext, Member } from '../../http/request-context';
import { scopeMerchantId } from '../system/merchant-scope';

export { scopeMerchantId, contentLanguage };

/** Content a merchant writes per language, shown in the order it sets. */
interface OrderedContent {
  id: AnyPgColumn;
  merchantId: AnyPgColumn;
  language: AnyPgColumn;
  sequence: AnyPgColumn;
}

/** The rows of `table` the request's merchant shows in the asked language (or the request's), and any further conditions. */
export function shownContent(
  table: OrderedContent,
  ctx: Pick<CallContext, 'merchant' | 'language' | 'offeredLanguages'>,
  asked: string | undefined,
  ...more: SQL[]
): SQL | undefined {
  return and(eq(table.merchantId, scopeMerchantId(ctx.merchant)), ...more, eq(table.language, contentLanguage(ctx, asked)));
}

/** The merchant's order: sequence, then id. */
export function contentOrder(table: OrderedContent): SQL[] {
  return [asc(table.sequence), asc(table.id)];
}

const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** Agents: member types other than 0, 4 and 40 (spec section 6). */
export function isAgent(member: Member | null): boolean {
  return member !== null && !NON_AGENT_TYPES.includes(member.type);
}
