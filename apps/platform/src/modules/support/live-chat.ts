import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { brandOf } from '../system/merchant-scope';

const CHAT_MODULE = 'CBS3';

/**
 * The chat provider's page for this member: the brand's customer-service chat with the member's name and
 * language, so the agent sees who writes. Only where the merchant's CBS3 module is on.
 */
export function launchChat(ctx: CallContext): { chatUrl: string } {
  if (ctx.merchant.modules[CHAT_MODULE] !== true) throw new PlatformError('function.not.available', { status: 403 });
  const member = ctx.member!;
  const url = new URL(brandOf(ctx.services, ctx.merchant).config.links.customerService);
  url.searchParams.set('name', member.nickname ?? member.username);
  url.searchParams.set('lang', ctx.language);
  return { chatUrl: url.toString() };
}
