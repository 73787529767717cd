import { checkNavigableUrl, platformOrigin } from '@playdeck/routes';

/**
 * The chat URL the platform answered, if the app may open it in the page: an absolute http(s) URL or a page of
 * the platform named by its path (the demo live chat, opened on the platform's origin), judged by the app's URL
 * guard (checkNavigableUrl), never a script, data or in-app address.
 */
export function checkedChatUrl(chatUrl: string, origin: string = platformOrigin()): string | null {
  const checked = checkNavigableUrl(chatUrl, { origin });
  return checked.kind === 'external' ? checked.href : null;
}
