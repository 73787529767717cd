import type { FakeWorld } from '../fake-platform';
import { contract, type InboxMessage, type InboxPage } from '@playdeck/api';

const { inbox, support } = contract;

export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 1,
    kind: 'system',
    title: 'Scheduled maintenance on Sunday',
    body: 'Games will be unavailable on Sunday from 02:00 to 04:00.',
    read: false,
    createdAt: Date.UTC(2026, 10, 23, 9, 30),
    ...overrides,
  };
}

/** Newest first: two unread, one read. */
export const demoInboxMessages: InboxMessage[] = [
  inboxMessage({ id: 3 }),
  inboxMessage({
    id: 2,
    kind: 'promotion',
    title: 'Weekend reload bonus',
    body: 'Deposit this weekend and get a 20% reload bonus.\nOpen the reward centre to apply.',
    createdAt: Date.UTC(2026, 10, 22, 18),
  }),
  inboxMessage({
    id: 1,
    kind: 'personal',
    title: 'Welcome to your inbox',
    body: 'Messages from us land here.',
    read: true,
    createdAt: Date.UTC(2026, 10, 20, 8),
  }),
];

export function inboxPageOf(list: InboxMessage[], pageNum = 1, totalPages = 1): InboxPage {
  return { list, pageNum, totalPages, total: list.length, unread: list.filter((message) => !message.read).length };
}

export const demoChatUrl = 'https://support.example.test/chat?name=Amy&lang=EN';

/** The inbox and support calls' demo answers (world.ts spreads them in). */
export const inboxAnswers: FakeWorld = {
  [inbox.list.id]: () => inboxPageOf(demoInboxMessages),
  [inbox.read.id]: ({ body }) => {
    const id = Number(body?.id ?? 1);
    return { ...(demoInboxMessages.find((message) => message.id === id) ?? inboxMessage({ id })), read: true };
  },
  [inbox.readAll.id]: () => ({ updated: demoInboxMessages.filter((message) => !message.read).length }),
  [inbox.remove.id]: ({ body }) => ({ id: Number(body?.id ?? 1) }),
  [inbox.unreadCount.id]: () => ({ unReadCount: 0 }),
  [support.feedback.id]: () => ({ id: 1, createdAt: Date.UTC(2026, 10, 24, 10) }),
  [support.launchChat.id]: () => ({ chatUrl: demoChatUrl }),
};
