import { members } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import { hitRateLimit } from '../../http/rate-limit';
import type { CallContext, Member } from '../../http/request-context';
import { isUniqueViolation } from '../wallet/ledger';
import { ensureWallet, MAIN_WALLET } from '../wallet/wallets';
import { loadRegisterRules } from '../session/register-rules';
import { checkField } from '../session/register-rules';

const DAY_MS = 24 * 3_600_000;

/** Each sign-up an agent asks for counts against its daily budget (PLATFORM_AGENT_SIGNUPS_PER_DAY) before the password is hashed. */
const countSignUp = (ctx: CallContext, agent: Member) =>
  hitRateLimit(ctx.services, { key: `agent:signup:${agent.id}`, limit: ctx.services.config.agentSignUpsPerDay, windowMs: DAY_MS });

export interface SubordinateBody {
  username: string;
  password: string;
  confirmPassword: string;
  userType: 0 | 2;
}

/**
 * Opens an account under the agent: its user name and password pass the merchant's register rules (the
 * same the register page uses, whether or not the merchant registers by user name), its parent is the agent.
 * A sub-agent (type 2) gets its own invitation code. An agent opens at most PLATFORM_AGENT_SIGNUPS_PER_DAY
 * accounts a day (TOO_MANY_REQUEST past them, with Retry-After).
 */
export async function registerSubordinate(
  ctx: CallContext,
  agent: Member,
  body: SubordinateBody,
): Promise<{ username: string; type: number }> {
  const rules = await loadRegisterRules(ctx.services, ctx.merchant);
  const username = checkField('username', body.username, rules.username, true)!;
  const password = checkField('password', body.password, rules.password, true)!;
  if (body.confirmPassword !== password)
    throw new PlatformError('password.confirm.mismatch', {
      message: 'confirmPassword: does not match password',
      value: { field: 'confirmPassword' },
    });
  await countSignUp(ctx, agent);
  const passwordHash = await ctx.services.passwords.hash(password);
  try {
    const member = await ctx.services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(members)
        .values({
          merchantId: agent.merchantId,
          username,
          passwordHash,
          type: body.userType,
          parentId: agent.id,
          affiliateCode: body.userType === 2 ? `${ctx.merchant.code}-${username.toUpperCase()}` : null,
          createdAt: ctx.services.now(),
        })
        .returning();
      await ensureWallet(tx, created!.id, MAIN_WALLET);
      return created!;
    });
    return { username: member.username, type: member.type };
  } catch (error) {
    if (isUniqueViolation(error)) throw new PlatformError('username.exists', { value: { field: 'username' } });
    throw error;
  }
}
