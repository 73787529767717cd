import { and, inArray } from 'drizzle-orm';
import { inboxMessages, members } from '../db/schema';
import type { PlatformServices } from '../services';
import { DEMO_MEMBERS } from './demo-members';
import { scopeMerchantIds, type SeedScope } from './scope';

const HOUR = 60 * 60 * 1000;

type Kind = (typeof inboxMessages.$inferInsert)['kind'];

/** The demo inbox of every demo account, oldest first: the first one read, the rest waiting. */
export const DEMO_INBOX: readonly { kind: Kind; title: string; body: string; hoursAgo: number; read: boolean }[] = [
  {
    kind: 'system',
    title: 'Welcome to your inbox',
    body: 'Messages from us land here: account notices, promotions picked for you and replies to your requests.',
    hoursAgo: 72,
    read: true,
  },
  {
    kind: 'promotion',
    title: 'Weekend reload bonus',
    body: 'Deposit this weekend and get a 20% reload bonus, up to 500.\nOpen the reward centre to apply.',
    hoursAgo: 30,
    read: false,
  },
  {
    kind: 'personal',
    title: 'Your withdrawal limit was raised',
    body: 'Good news: your daily withdrawal count is now 3. Thank you for playing with us.',
    hoursAgo: 6,
    read: false,
  },
  {
    kind: 'system',
    title: 'Scheduled maintenance on Sunday',
    body: 'Games will be unavailable on Sunday from 02:00 to 04:00 while we upgrade our servers.',
    hoursAgo: 1,
    read: false,
  },
];

/** A few messages in each demo account's inbox on every real merchant (member01 has unread ones). */
export async function seedInbox(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const now = services.now().getTime();
  const merchantIds = await scopeMerchantIds(services, scope);
  if (merchantIds.length === 0) return;
  const accounts = await db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(
      and(
        inArray(members.merchantId, merchantIds),
        inArray(
          members.username,
          DEMO_MEMBERS.map((member) => member.username),
        ),
      ),
    )
    .orderBy(members.id);
  const rows = accounts.flatMap((account) =>
    DEMO_INBOX.map((message) => {
      const createdAt = new Date(now - message.hoursAgo * HOUR);
      return {
        merchantId: account.merchantId,
        memberId: account.id,
        kind: message.kind,
        title: message.title,
        body: message.body,
        createdAt,
        readAt: message.read ? createdAt : null,
      };
    }),
  );
  if (rows.length > 0) await db.insert(inboxMessages).values(rows);
}
