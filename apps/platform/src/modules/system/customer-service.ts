import { and, asc, eq } from 'drizzle-orm';
import { customerServiceChannels } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { scopeMerchantId } from './merchant-scope';

export async function customerServiceList(ctx: CallContext) {
  const rows = await ctx.services.db
    .select()
    .from(customerServiceChannels)
    .where(eq(customerServiceChannels.merchantId, scopeMerchantId(ctx.merchant)))
    .orderBy(asc(customerServiceChannels.sequence), asc(customerServiceChannels.id));
  return rows.map((row) => ({ path: row.token, title: row.titles[ctx.language] }));
}

/** Resolves an opaque path of this merchant's list; another merchant's path is unknown here. */
export async function customerServiceUrl(ctx: CallContext, path: string): Promise<string> {
  const [row] = await ctx.services.db
    .select({ url: customerServiceChannels.url })
    .from(customerServiceChannels)
    .where(and(eq(customerServiceChannels.merchantId, scopeMerchantId(ctx.merchant)), eq(customerServiceChannels.token, path)))
    .limit(1);
  if (!row) throw new PlatformError('not.found', { status: 404, message: 'no such customer service channel' });
  return row.url;
}
