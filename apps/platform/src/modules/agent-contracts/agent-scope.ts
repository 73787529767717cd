import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext, Member } from '../../http/request-context';
import type { Db } from '../../db/database';
import { isAgent } from '../content/content-scope';

/** The signed-in agent, or `non.agent.login` for member types 0, 4, 40 and trial users. */
export function requireAgent(ctx: CallContext): Member {
  const member = ctx.member;
  if (!member || member.isTrial || !isAgent(member)) throw new PlatformError('non.agent.login', { status: 403 });
  return member;
}

export const memberNotFound = () => new PlatformError('agent.member.not.found', { status: 404, value: { field: 'username' } });

/** A direct subordinate of the agent by user name (its parent is the agent, on its merchant), else 404. */
export async function directSubordinate(db: Db, agent: Member, username: string): Promise<Member> {
  const [found] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, agent.merchantId), eq(members.parentId, agent.id), eq(members.username, username)));
  if (!found) throw memberNotFound();
  return found;
}
