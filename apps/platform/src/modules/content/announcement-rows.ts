import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { announcementReads, announcements } from '../../db/schema';
import type { SharedAnswer } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import { isAgent, scopeMerchantId } from './content-scope';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementKind = AnnouncementRow['type'];
/** Every kind, notices (N) included: what a read mark or a detail by id may target. */
export const EVERY_KIND: readonly AnnouncementKind[] = ['B', 'PL', 'PU', 'PR', 'A', 'N'];
export interface ReadableRow {
  row: AnnouncementRow;
  read: boolean;
}

export interface AnnouncementFilter {
  types: readonly AnnouncementKind[];
  language?: 'EN' | 'TY';
  groupName?: string;
  id?: number;
  executions?: readonly ('A' | 'B' | 'F')[];
  category?: string;
}

/** Type A is for agents; asking for it without being one simply finds none. */
function visibleTypes(ctx: CallContext, types: readonly AnnouncementKind[]): AnnouncementKind[] {
  return types.filter((type) => type !== 'A' || isAgent(ctx.member));
}

function conditions(ctx: CallContext, filter: AnnouncementFilter, types: AnnouncementKind[]): SQL {
  const now = ctx.services.now();
  return and(
    eq(announcements.merchantId, scopeMerchantId(ctx.merchant)),
    inArray(announcements.type, types),
    lte(announcements.startDate, now),
    or(isNull(announcements.endDate), gt(announcements.endDate, now)),
    filter.language ? eq(announcements.language, filter.language) : undefined,
    filter.groupName ? eq(announcements.groupName, filter.groupName) : undefined,
    filter.id ? eq(announcements.id, filter.id) : undefined,
    filter.executions ? inArray(announcements.execution, [...filter.executions]) : undefined,
    filter.category ? eq(announcements.category, filter.category) : undefined,
    // Popups advertising a promotion are for members only (spec section 5).
    ctx.member ? undefined : isNull(announcements.promotionType),
  )!;
}

// Member ids start at 1, so a visitor joins no read marks.
const readsOf = (ctx: CallContext) =>
  and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.memberId, ctx.member?.id ?? 0));

/** Live announcements (started, not ended) of this merchant the caller may see, newest first, with read marks. */
export async function liveAnnouncements(ctx: CallContext, filter: AnnouncementFilter): Promise<ReadableRow[]> {
  const types = visibleTypes(ctx, filter.types);
  if (types.length === 0) return [];
  return ctx.services.db
    .select({ row: announcements, read: sql<boolean>`${announcementReads.memberId} IS NOT NULL` })
    .from(announcements)
    .leftJoin(announcementReads, readsOf(ctx))
    .where(conditions(ctx, filter, types))
    .orderBy(asc(announcements.sequence), desc(announcements.startDate), desc(announcements.id));
}

/**
 * The next moment one of the merchant's announcements starts or ends: until then the live set (and so
 * a cached answer built from it) cannot change by itself. Null when none is scheduled.
 */
export async function nextAnnouncementChange(ctx: CallContext): Promise<Date | null> {
  const now = ctx.services.now();
  const [row] = await ctx.services.db
    .select({
      nextStart: sql<string | null>`min(${announcements.startDate}) FILTER (WHERE ${announcements.startDate} > ${now})`,
      nextEnd: sql<string | null>`min(${announcements.endDate}) FILTER (WHERE ${announcements.endDate} > ${now})`,
    })
    .from(announcements)
    .where(eq(announcements.merchantId, scopeMerchantId(ctx.merchant)));
  const moments = [row?.nextStart, row?.nextEnd].filter((moment) => moment != null).map((moment) => new Date(moment).getTime());
  return moments.length ? new Date(Math.min(...moments)) : null;
}

/** Announcement answers for visitors: the same for all of them until content changes or one starts or ends. */
export const VISITOR_CONTENT_ANSWER: SharedAnswer = { topics: ['content'], validUntil: nextAnnouncementChange };
