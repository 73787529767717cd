import type { InboxKind } from '@playdeck/api';

export const KIND_LABEL_KEYS: Record<InboxKind, string> = {
  system: 'inbox_kind_system',
  promotion: 'inbox_kind_promotion',
  personal: 'inbox_kind_personal',
};
