import type { RecordType } from '@playdeck/api';

/** The text key naming each record type. */
export const RECORD_TYPE_LABEL: Record<RecordType, string> = {
  DEPOSIT: 'records_type_deposit',
  WITHDRAW: 'records_type_withdraw',
  TRANSFER: 'records_type_transfer',
  BET: 'records_type_bet',
  WIN: 'records_type_win',
  BONUS: 'records_type_bonus',
  ADJUSTMENT: 'records_type_adjustment',
  COMMISSION: 'records_type_commission',
};
