import { useShownUnreadCount } from '../inbox/unread-store';
import { LogoutFlow } from '../header/logout-flow';
import { useMobileTemplates } from '../status/use-mobile-templates';
import { Avatar } from './avatar';
import { useMemberName } from './member-name-query';

/**
 * What the member centre shows of the shell's own state and flows: the template the site status picks,
 * the inbox's unread count, the member's name and avatar, and the logout flow. Features do not import
 * each other; the app hands this to the member centre's screen loader.
 */
export const memberCentreShell = {
  useCentreTemplate: () => useMobileTemplates().memberCentre,
  useUnreadCount: useShownUnreadCount,
  useMemberName,
  Avatar,
  LogoutFlow,
};
