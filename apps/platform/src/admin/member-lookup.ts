import { and, eq } from 'drizzle-orm';
import { members, merchants } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { refuse } from './content-admin';
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

/** A member by username, of the merchant named or else of the one merchant that has that username. */
export async function memberNamed(services: PlatformServices, username: string, merchantCode?: string) {
  const found = await services.db
    .select({ id: members.id, merchantId: members.merchantId, merchant: merchants.code, username: members.username })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.username, username), merchantCode ? eq(merchants.code, merchantCode) : undefined));
  if (found.length === 0) throw refuse(`no member ${username}${merchantCode ? ` at ${merchantCode}` : ''}`, 'not.found');
  if (found.length > 1) throw refuse(`${username} is a member of ${found.map((row) => row.merchant).join(', ')}: name the merchant`);
  return found[0]!;
}
