import { and, asc, eq, max } from 'drizzle-orm';
import { INFO_PAGES, type InfoPageId } from '@playdeck/api';
import { infoPageEntries, merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { refuse, realMerchantId, withMerchantCode } from './content-admin';

export type InfoPageLanguage = 'EN' | 'TY';

/** An info page entry as the admin command shows it. */
export interface AdminInfoEntry {
  id: number;
  merchant: string;
  page: InfoPageId;
  language: InfoPageLanguage;
  sequence: number;
  title: string;
  summary: string;
  content: string;
  imageUrl: string | null;
}

export interface InfoPageFilter {
  merchant?: string;
  page?: InfoPageId;
  language?: InfoPageLanguage;
}

export interface NewInfoEntry {
  merchant: string;
  page: InfoPageId;
  language: InfoPageLanguage;
  title: string;
  summary: string;
  content: string;
  imageUrl?: string;
}

export const INFO_TITLE_MAX = 200;
export const INFO_SUMMARY_MAX = 500;
export const INFO_CONTENT_MAX = 20_000;

/** Entries of every merchant, or of one page / language, in the order the app shows them. */
export async function listInfoPages(services: PlatformServices, filter: InfoPageFilter = {}): Promise<AdminInfoEntry[]> {
  const merchantId = filter.merchant ? await realMerchantId(services, filter.merchant, 'info pages') : undefined;
  const rows = await withMerchantCode(services, infoPageEntries)
    .where(
      and(
        merchantId !== undefined ? eq(infoPageEntries.merchantId, merchantId) : undefined,
        filter.page ? eq(infoPageEntries.page, filter.page) : undefined,
        filter.language ? eq(infoPageEntries.language, filter.language) : undefined,
      ),
    )
    .orderBy(
      asc(merchants.code),
      asc(infoPageEntries.page),
      asc(infoPageEntries.language),
      asc(infoPageEntries.sequence),
      asc(infoPageEntries.id),
    );
  return rows.map(({ row, merchant }) => ({
    id: row.id,
    merchant,
    page: row.page,
    language: row.language,
    sequence: row.sequence,
    title: row.title,
    summary: row.summary,
    content: row.content,
    imageUrl: row.imageUrl,
  }));
}

function checkText(name: string, value: string, maxLength: number, required: boolean): string {
  const text = value.trim();
  if (required && text === '') throw refuse(`--${name} must not be empty`);
  if (text.length > maxLength) throw refuse(`--${name} is at most ${maxLength} characters`);
  return text;
}

/** An image the app may show: the platform's own art (/wps/static/…) or an https address. */
function checkImage(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const url = value.trim();
  if (/^\/wps\/static\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes('..')) return url;
  if (URL.canParse(url) && new URL(url).protocol === 'https:') return url;
  throw refuse(`--image is an https address or a /wps/static/ path, got ${url}`);
}

/** Adds an entry at the end of its page (for that merchant and language). */
export async function addInfoPageEntry(services: PlatformServices, entry: NewInfoEntry): Promise<AdminInfoEntry> {
  if (!INFO_PAGES.includes(entry.page)) throw refuse(`--page is one of ${INFO_PAGES.join(', ')}, got ${entry.page}`);
  if (entry.language !== 'EN' && entry.language !== 'TY') throw refuse(`--language is EN or TY, got ${entry.language}`);
  const merchantId = await realMerchantId(services, entry.merchant, 'info pages');
  const values = {
    title: checkText('title', entry.title, INFO_TITLE_MAX, true),
    summary: checkText('summary', entry.summary, INFO_SUMMARY_MAX, false),
    content: checkText('content', entry.content, INFO_CONTENT_MAX, true),
    imageUrl: checkImage(entry.imageUrl),
  };
  const [last] = await services.db
    .select({ sequence: max(infoPageEntries.sequence) })
    .from(infoPageEntries)
    .where(
      and(eq(infoPageEntries.merchantId, merchantId), eq(infoPageEntries.page, entry.page), eq(infoPageEntries.language, entry.language)),
    );
  const [row] = await services.db
    .insert(infoPageEntries)
    .values({ merchantId, page: entry.page, language: entry.language, sequence: (last?.sequence ?? -1) + 1, ...values })
    .returning({ id: infoPageEntries.id });
  return (await listInfoPages(services, { merchant: entry.merchant })).find((item) => item.id === row!.id)!;
}

/** Removes one entry; the app stops showing it on its next load. */
export async function removeInfoPageEntry(services: PlatformServices, id: number): Promise<AdminInfoEntry> {
  if (!(Number.isSafeInteger(id) && id > 0)) throw refuse(`--id is an entry id, got ${id}`);
  const [found] = (await listInfoPages(services)).filter((entry) => entry.id === id);
  if (!found) throw refuse(`no info page entry ${id}`, 'not.found');
  await services.db.delete(infoPageEntries).where(eq(infoPageEntries.id, id));
  return found;
}
