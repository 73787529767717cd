import * as z from 'zod/mini';
import { epochMsSchema, pageNumberSchema, pageSizeSchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * The member's inbox (spec sections 2 /m/webEmail, 6 and 7 "Inbox unread count"): messages the operator
 * sent to this member (one, or every member of the merchant), each of a kind, read or not.
 *
 * Choices (the spec shows only the unread count's answer, `value.unReadCount`, and its module header):
 * - Paths: GET /wps/member/inbox (paged, newest first), POST /wps/member/inbox/read (one message: opening
 *   it marks it read and answers it), POST /wps/member/inbox/readAll, DELETE /wps/member/inbox (one
 *   message), GET /wps/member/inbox/unreadCount.
 * - Every call is the signed-in member's: another member's message id (of this merchant or another) is
 *   answered `not.found`, exactly as an id that never existed, so ids cannot be probed.
 * - The unread count is sent with the module header `Module: CBS3`. Member types other than 0, 1 and 2
 *   (e.g. 4) are answered 0 (spec section 6); the app never asks for them.
 * - The body is plain text (the app shows it as text, line breaks kept): no HTML in the inbox.
 */

export const INBOX_KINDS = ['system', 'promotion', 'personal'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const messageId = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));

export const inboxMessageSchema = lazySchema(() =>
  z.object({
    id: messageId(),
    kind: z.enum(INBOX_KINDS),
    title: z.string(),
    body: z.string(),
    read: z.boolean(),
    createdAt: epochMsSchema(),
  }),
);
export type InboxMessage = z.output<ReturnType<typeof inboxMessageSchema>>;

export const inboxPageSchema = lazySchema(() =>
  z.object({
    list: z.array(inboxMessageSchema()),
    pageNum: z.number(),
    totalPages: z.number(),
    /** Messages the member holds, all pages. */
    total: z.number().check(z.int(), z.gte(0)),
    /** Unread messages, all pages. */
    unread: z.number().check(z.int(), z.gte(0)),
  }),
);
export type InboxPage = z.output<ReturnType<typeof inboxPageSchema>>;

const oneMessage = lazySchema(() => z.object({ id: messageId() }));

export const inboxCalls = {
  list: defineCall({
    id: 'inbox.list',
    method: 'GET',
    path: '/wps/member/inbox',
    auth: 'member',
    errors: [] as const,
    query: () => z.object({ pageNo: pageNumberSchema(), pageSize: pageSizeSchema(50, 10) }),
    value: inboxPageSchema,
  }),
  /** Opening a message: marks it read (once) and answers it. Errors: not.found. */
  read: defineCall({
    id: 'inbox.read',
    method: 'POST',
    path: '/wps/member/inbox/read',
    auth: 'member',
    errors: ['not.found'] as const,
    body: oneMessage,
    value: inboxMessageSchema,
  }),
  /** Marks every message of the member read; answers how many were unread. */
  readAll: defineCall({
    id: 'inbox.readAll',
    method: 'POST',
    path: '/wps/member/inbox/readAll',
    auth: 'member',
    errors: [] as const,
    value: () => z.object({ updated: z.number().check(z.int(), z.gte(0)) }),
  }),
  /** Deletes one message for good. Errors: not.found. */
  remove: defineCall({
    id: 'inbox.remove',
    method: 'DELETE',
    path: '/wps/member/inbox',
    auth: 'member',
    errors: ['not.found'] as const,
    body: oneMessage,
    value: () => z.object({ id: messageId() }),
  }),
  /** The member's unread messages (spec section 7). Types other than 0, 1, 2 are answered 0. */
  unreadCount: defineCall({
    id: 'inbox.unreadCount',
    method: 'GET',
    path: '/wps/member/inbox/unreadCount',
    auth: 'member',
    errors: [] as const,
    headers: { Module: 'CBS3' },
    value: () => z.object({ unReadCount: z.number().check(z.int(), z.gte(0)) }),
  }),
};
