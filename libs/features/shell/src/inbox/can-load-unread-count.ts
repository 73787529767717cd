// The rule lives with the session (the inbox screen reads it too); the shell's name for it stays.
export { hasInboxUnreadCount as canLoadUnreadCount } from '@playdeck/session';
