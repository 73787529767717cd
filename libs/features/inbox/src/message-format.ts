import type { InboxKind } from '@playdeck/api';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY/MM/DD HH:mm in the member's time zone. */
export function formatMessageTime(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getFullYear()}/${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export const KIND_LABEL_KEYS: Record<InboxKind, string> = {
  system: 'inbox_kind_system',
  promotion: 'inbox_kind_promotion',
  personal: 'inbox_kind_personal',
};
