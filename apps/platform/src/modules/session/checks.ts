import { contract } from '@playdeck/api';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import type { PlatformModule } from '../platform-module';
import { findAgentByAffiliateCode, findMemberByUsername } from './members';
import { checkField, loadRegisterRules } from './register-rules';

// These answer whether a name or code exists: limited so they cannot list a merchant's accounts quickly.
const limitLookups = (ctx: CallContext) => hitRateLimit(ctx.services, { key: `lookup:ip:${ctx.ip}`, limit: 30, windowMs: 60_000 });

/** Registration form checks: success means the invitation code is valid / the user name is free. */
export const registerChecks: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.checkAffiliate, async ({ query, ctx }) => {
    await limitLookups(ctx);
    if (!(await findAgentByAffiliateCode(ctx.services, ctx.merchant.id, query.affiliateCode)))
      throw new PlatformError('invitation.code.invalid');
    return null;
  });

  registerCall(app, services, contract.session.checkUsername, async ({ query, ctx }) => {
    await limitLookups(ctx);
    const rules = await loadRegisterRules(ctx.services, ctx.merchant);
    checkField('username', query.username, rules.username, true);
    if (await findMemberByUsername(ctx.services, ctx.merchant.id, query.username)) throw new PlatformError('username.exists');
    return null;
  });
};
