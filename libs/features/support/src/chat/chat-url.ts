import { linkTarget } from '@playdeck/ui/rich-text';

/**
 * The chat URL the platform answered, if the app may open it in the page: only an absolute http(s) URL,
 * judged by the app's one link check (linkTarget), never a script, data or in-app address.
 */
export function checkedChatUrl(chatUrl: string): string | null {
  const target = linkTarget(chatUrl);
  return target?.kind === 'external' ? target.url : null;
}
