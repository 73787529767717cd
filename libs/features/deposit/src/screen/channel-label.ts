import type { DepositChannel } from '@playdeck/api';

/** The i18n key naming each kind of channel. */
export const CHANNEL_TYPE_KEYS: Record<DepositChannel['type'], string> = {
  BANK_TRANSFER: 'deposit_type_bank',
  E_WALLET: 'deposit_type_ewallet',
  QR: 'deposit_type_qr',
};

/** A decorative mark per kind of channel (hidden from screen readers: the name says it). */
export const CHANNEL_TYPE_ICONS: Record<DepositChannel['type'], string> = {
  BANK_TRANSFER: '🏦',
  E_WALLET: '👛',
  QR: '▦',
};
