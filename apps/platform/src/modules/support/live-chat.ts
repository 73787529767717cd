import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { brandOf } from '../system/merchant-scope';

const CHAT_MODULE = 'CBS3';

// Resolves a brand link that is a path without naming a host: the app places it on the platform's origin.
const PATH_BASE = 'https://platform.invalid';

/**
 * The chat provider's page for this member: the brand's live chat (links.liveChat, else links.customerService)
 * with the member's name and language, so the agent sees who writes. A link that is a path (the platform's demo
 * chat) is answered as a path. Only where the merchant's CBS3 module is on.
 */
export function launchChat(ctx: CallContext): { chatUrl: string } {
  if (ctx.merchant.modules[CHAT_MODULE] !== true) throw new PlatformError('function.not.available', { status: 403 });
  const member = ctx.member!;
  const { links } = brandOf(ctx.services, ctx.merchant).config;
  const link = links.liveChat ?? links.customerService;
  const url = new URL(link, PATH_BASE);
  url.searchParams.set('name', member.nickname ?? member.username);
  url.searchParams.set('lang', ctx.language);
  return { chatUrl: url.origin === PATH_BASE ? `${url.pathname}${url.search}${url.hash}` : url.toString() };
}
