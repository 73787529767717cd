import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { InboxMessage, InboxPage } from '@playdeck/api';
import { inboxMessages } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';

type MessageRow = typeof inboxMessages.$inferSelect;

/** Spec section 6: only member types 0, 1 and 2 have an unread count. */
const UNREAD_COUNT_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);

export const messageView = (row: MessageRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

/** The signed-in member's rows, and only theirs: every statement below starts from this. */
function ownedBy(ctx: CallContext) {
  const member = ctx.member!;
  return and(eq(inboxMessages.memberId, member.id), eq(inboxMessages.merchantId, ctx.merchant.id));
}

const notFound = () => new PlatformError('not.found', { status: 404, message: 'no such message' });

async function countWhere(ctx: CallContext, unreadOnly: boolean): Promise<number> {
  const [row] = await ctx.services.db
    .select({ count: count() })
    .from(inboxMessages)
    .where(and(ownedBy(ctx), unreadOnly ? isNull(inboxMessages.readAt) : undefined));
  return row!.count;
}

/** A page of the member's messages, newest first, with the totals of every page. */
export async function inboxPage(ctx: CallContext, pageNo: number, pageSize: number): Promise<InboxPage> {
  const [total, unread] = await Promise.all([countWhere(ctx, false), countWhere(ctx, true)]);
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const pageNum = Math.min(pageNo, totalPages);
  const rows = await ctx.services.db
    .select()
    .from(inboxMessages)
    .where(ownedBy(ctx))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { list: rows.map(messageView), pageNum, totalPages, total, unread };
}

/** Opens one of the member's messages: read from now on (the first read time is kept). */
export async function readMessage(ctx: CallContext, id: number): Promise<InboxMessage> {
  const { db } = ctx.services;
  const [marked] = await db
    .update(inboxMessages)
    .set({ readAt: ctx.services.now() })
    .where(and(ownedBy(ctx), eq(inboxMessages.id, id), isNull(inboxMessages.readAt)))
    .returning();
  if (marked) return messageView(marked);
  const [already] = await db
    .select()
    .from(inboxMessages)
    .where(and(ownedBy(ctx), eq(inboxMessages.id, id)));
  if (!already) throw notFound();
  return messageView(already);
}

export async function readAllMessages(ctx: CallContext): Promise<{ updated: number }> {
  const marked = await ctx.services.db
    .update(inboxMessages)
    .set({ readAt: ctx.services.now() })
    .where(and(ownedBy(ctx), isNull(inboxMessages.readAt)))
    .returning({ id: inboxMessages.id });
  return { updated: marked.length };
}

export async function removeMessage(ctx: CallContext, id: number): Promise<{ id: number }> {
  const [removed] = await ctx.services.db
    .delete(inboxMessages)
    .where(and(ownedBy(ctx), eq(inboxMessages.id, id)))
    .returning({ id: inboxMessages.id });
  if (!removed) throw notFound();
  return removed;
}

export async function unreadCount(ctx: CallContext): Promise<{ unReadCount: number }> {
  if (!UNREAD_COUNT_TYPES.has(ctx.member!.type)) return { unReadCount: 0 };
  return { unReadCount: await countWhere(ctx, true) };
}
