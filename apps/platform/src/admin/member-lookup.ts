import { and, eq } from 'drizzle-orm';
import { members, merchants } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import type { PlatformServices } from '../services';

/** A member of a real merchant by username, for the admin commands that act on one member. */
export async function memberByUsername(services: PlatformServices, merchantCode: string, username: string) {
  const [found] = await services.db
    .select({ member: members, merchant: merchants })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, merchantCode), eq(members.username, username)));
  if (!found) throw new PlatformError('not.found', { status: 404, message: `no member ${username} on ${merchantCode}` });
  return found;
}
