import { RECORD_TYPES, type RecordType } from '@playdeck/api';
import type { LedgerKind } from '../../db/schema';

/**
 * What a member sees each posting kind as. Free-play credit is never real money, and paying out a held
 * withdrawal moves only house accounts, so neither is a record.
 */
export const RECORD_TYPE_OF_KIND: Partial<Record<LedgerKind, RecordType>> = {
  deposit: 'DEPOSIT',
  withdraw_hold: 'WITHDRAW',
  withdraw_release: 'WITHDRAW',
  transfer: 'TRANSFER',
  bet: 'BET',
  win: 'WIN',
  bonus: 'BONUS',
  adjustment: 'ADJUSTMENT',
  seed: 'ADJUSTMENT',
  opening_balance: 'ADJUSTMENT',
  agent_rebate: 'COMMISSION',
  agent_salary: 'COMMISSION',
  agent_dividend: 'COMMISSION',
};

const isRecordType = (word: string): word is RecordType => (RECORD_TYPES as readonly string[]).includes(word);

/** The record types a `types` query asks for ("BET,WIN"); empty or absent means all. */
export function requestedTypes(types: string | undefined): RecordType[] {
  const words = (types ?? '').split(',').filter(isRecordType);
  return words.length === 0 ? [...RECORD_TYPES] : RECORD_TYPES.filter((type) => words.includes(type));
}

/** The posting kinds that make the given record types. */
export function kindsOf(types: readonly RecordType[]): LedgerKind[] {
  return (Object.entries(RECORD_TYPE_OF_KIND) as [LedgerKind, RecordType][])
    .filter(([, type]) => types.includes(type))
    .map(([kind]) => kind);
}
