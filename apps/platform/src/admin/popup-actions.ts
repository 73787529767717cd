import { and, asc, desc, eq } from 'drizzle-orm';
import { announcements } from '../db/schema';
import type { PlatformServices } from '../services';
import { refuse, realMerchantId, withMerchantCode } from './content-admin';

export type PopupExecution = 'A' | 'B' | 'F';
export type PopupLanguage = 'EN' | 'TY';

/** A popup announcement (type PU) as the admin command shows it. */
export interface AdminPopup {
  id: number;
  merchant: string;
  language: PopupLanguage;
  execution: PopupExecution | null;
  promotionType: string | null;
  title: string;
  content: string;
}

/** Which popup: one id, or the first (in the order the app shows them) of a merchant's that match. */
export interface PopupSelector {
  id?: number;
  merchant?: string;
  execution?: PopupExecution;
  language?: PopupLanguage;
}

export interface PopupChange {
  title?: string;
  content?: string;
}

export const POPUP_TITLE_MAX = 200;
export const POPUP_CONTENT_MAX = 20_000;

/** Popups of every merchant, or of one, in the order the app shows them (per merchant and language). */
export async function listPopups(services: PlatformServices, selector: PopupSelector = {}): Promise<AdminPopup[]> {
  const merchantId = selector.merchant ? await realMerchantId(services, selector.merchant, 'popups') : undefined;
  const rows = await withMerchantCode(services, announcements)
    .where(
      and(
        eq(announcements.type, 'PU'),
        selector.id !== undefined ? eq(announcements.id, selector.id) : undefined,
        merchantId !== undefined ? eq(announcements.merchantId, merchantId) : undefined,
        selector.execution ? eq(announcements.execution, selector.execution) : undefined,
        selector.language ? eq(announcements.language, selector.language) : undefined,
      ),
    )
    .orderBy(
      asc(announcements.merchantId),
      asc(announcements.language),
      asc(announcements.sequence),
      desc(announcements.startDate),
      desc(announcements.id),
    );
  return rows.map(({ row, merchant }) => ({
    id: row.id,
    merchant,
    language: row.language as PopupLanguage,
    execution: row.execution,
    promotionType: row.promotionType,
    title: row.title,
    content: row.content,
  }));
}

function checkChange(change: PopupChange): void {
  if (change.title === undefined && change.content === undefined) throw refuse('give a new title, a new content, or both');
  if (change.title !== undefined && (change.title.trim() === '' || change.title.length > POPUP_TITLE_MAX)) {
    throw refuse(`a title has 1 to ${POPUP_TITLE_MAX} characters`);
  }
  if (change.content !== undefined && change.content.length > POPUP_CONTENT_MAX)
    throw refuse(`a content has at most ${POPUP_CONTENT_MAX} characters`);
}

/**
 * Changes the title and/or content of one popup, as an operator editing it would: apps showing it see a
 * new set of popups and show them again. Answers the popup before and after, so a caller can put it back.
 * Content is stored as given (the app sanitises what it shows).
 */
export async function changePopup(
  services: PlatformServices,
  selector: PopupSelector,
  change: PopupChange,
): Promise<{ before: AdminPopup; after: AdminPopup }> {
  if (selector.id === undefined && !selector.merchant)
    throw refuse('name the popup: an id, or a merchant (with an execution and a language if wanted)');
  checkChange(change);
  const [before] = await listPopups(services, selector);
  if (!before) throw refuse(`no popup matches ${JSON.stringify(selector)}`, 'not.found');
  await services.db
    .update(announcements)
    .set({ ...(change.title !== undefined && { title: change.title }), ...(change.content !== undefined && { content: change.content }) })
    .where(eq(announcements.id, before.id));
  services.readCache.invalidate('content');
  const [after] = await listPopups(services, { id: before.id });
  return { before, after: after! };
}
