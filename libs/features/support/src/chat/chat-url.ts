import { checkNavigableUrl } from '@playdeck/routes';

/**
 * The chat URL the platform answered, if the app may open it in the page: only an absolute http(s) URL,
 * judged by the app's URL guard (checkNavigableUrl), never a script, data or in-app address.
 */
export function checkedChatUrl(chatUrl: string): string | null {
  const checked = checkNavigableUrl(chatUrl);
  return checked.kind === 'external' ? checked.href : null;
}
