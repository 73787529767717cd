import { and, eq, sql } from 'drizzle-orm';
import { INBOX_KINDS, type InboxKind } from '@playdeck/api';
import { inboxMessages, members, merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { refuse } from './content-admin';

export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_BODY_MAX = 5_000;

/** Who gets it: one member (by username) or every member of the merchant. */
export type MessageRecipients = { username: string; all?: false } | { all: true; username?: undefined };

export type SendMessage = MessageRecipients & {
  merchant: string;
  title: string;
  body: string;
  kind?: InboxKind;
};

export interface MessagesSent {
  merchant: string;
  kind: InboxKind;
  /** How many inboxes it landed in. */
  sent: number;
}

function checkMessage(request: SendMessage): { title: string; body: string; kind: InboxKind } {
  const title = request.title.trim();
  const body = request.body.trim();
  const kind = request.kind ?? 'system';
  if (!title || title.length > MESSAGE_TITLE_MAX) throw refuse(`a title has 1 to ${MESSAGE_TITLE_MAX} characters`);
  if (!body || body.length > MESSAGE_BODY_MAX) throw refuse(`a body has 1 to ${MESSAGE_BODY_MAX} characters`);
  if (!INBOX_KINDS.includes(kind)) throw refuse(`--kind is ${INBOX_KINDS.join(', ')}, got ${kind}`);
  if (request.all === true && request.username !== undefined) throw refuse('give --username or --all, not both');
  if (request.all !== true && !request.username) throw refuse('give --username NAME or --all');
  return { title, body, kind };
}

/**
 * Puts a message in one member's inbox, or in every member's of a merchant (one row each, so each
 * member reads and deletes their own). Answers how many inboxes it reached.
 */
export async function sendMessage(services: PlatformServices, request: SendMessage): Promise<MessagesSent> {
  const { title, body, kind } = checkMessage(request);
  const { db } = services;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, request.merchant));
  if (!merchant) throw refuse(`unknown merchant ${request.merchant}`, 'not.found');
  const now = services.now();
  const recipients = and(
    eq(members.merchantId, merchant.id),
    request.all === true ? undefined : sql`lower(${members.username}) = lower(${request.username})`,
  );
  const targets = await db.select({ id: members.id }).from(members).where(recipients);
  if (request.all !== true && targets.length === 0) throw refuse(`no member ${request.username} at ${merchant.code}`, 'not.found');
  if (targets.length > 0) {
    await db
      .insert(inboxMessages)
      .values(targets.map((target) => ({ merchantId: merchant.id, memberId: target.id, kind, title, body, createdAt: now })));
  }
  return { merchant: merchant.code, kind, sent: targets.length };
}
