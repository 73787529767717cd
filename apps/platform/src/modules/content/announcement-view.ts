import type { contract, ValueOf } from '@playdeck/api';
import { promotionImageUrl } from './images/paths';
import type { AnnouncementRow, ReadableRow } from './announcement-rows';

type Announcement = ValueOf<typeof contract.content.announcement>;
type Popup = ValueOf<typeof contract.content.popups>[number];
type Promotion = ValueOf<typeof contract.content.promotions>[number];
type Notice = ValueOf<typeof contract.content.notices>[number];
type PromotionCategory = Promotion['category'];
type Execution = Popup['execution'];

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** Every promotion has a list card (sequence 1) and a detail banner (sequence 2), drawn by the platform. */
export const promotionImages = (id: number) => [
  { url: promotionImageUrl(id, 1), sequence: 1 },
  { url: promotionImageUrl(id, 2), sequence: 2 },
];

function promotionFields(row: AnnouncementRow) {
  return {
    category: row.category as PromotionCategory,
    noExpiry: row.noExpiry ? (1 as const) : (0 as const),
    announcementImages: promotionImages(row.id),
    period: row.period ?? '',
  };
}

export function toAnnouncement({ row, read }: ReadableRow): Announcement {
  return {
    id: row.id,
    type: row.type,
    groupName: row.groupName,
    title: row.title,
    content: row.content,
    startDate: row.startDate.getTime(),
    endDate: ms(row.endDate),
    read,
    ...(row.type === 'PU' ? { execution: row.execution as Execution, promotionType: row.promotionType } : {}),
    ...(row.type === 'PR' ? promotionFields(row) : {}),
  };
}

export function toPopup({ row }: ReadableRow): Popup {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    execution: row.execution as Execution,
    promotionType: row.promotionType,
    startDate: row.startDate.getTime(),
  };
}

export function toPromotion({ row, read }: ReadableRow): Promotion {
  return {
    id: row.id,
    title: row.title,
    startDate: row.startDate.getTime(),
    endDate: ms(row.endDate),
    content: row.content,
    read,
    ...promotionFields(row),
  };
}

export function toNotice({ row, read }: ReadableRow): Notice {
  return { id: row.id, title: row.title, content: row.content, startDate: row.startDate.getTime(), read };
}
