import type { DepositChannel } from '@playdeck/api';

/** The i18n key naming each kind of channel. */
export const CHANNEL_TYPE_KEYS: Record<DepositChannel['type'], string> = {
  BANK_TRANSFER: 'deposit_type_bank',
  E_WALLET: 'deposit_type_ewallet',
  QR: 'deposit_type_qr',
};
