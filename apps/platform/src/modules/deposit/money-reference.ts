import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger';

/** The next id of a bigserial table, taken before the insert so the reference can carry it. */
export async function nextId(tx: Tx, table: 'deposits' | 'withdrawals' | 'reward_applications'): Promise<number> {
  const result = await tx.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::text AS id`);
  return Number((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
}

/**
 * A prefix, the UTC date and the row's sequence: D20261123000042. Unique because the id is. D deposit, W
 * withdrawal, R reward application; T transfer and G game round are how records show those (record-reference.ts).
 */
export function moneyReference(prefix: 'D' | 'W' | 'R' | 'T' | 'G', now: Date, id: number): string {
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

// No 0/O, 1/I/L: the member copies it by hand into a transfer's remarks.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short code for the transfer's remarks. */
export function referenceCode(length = 6): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The UTC day `now` falls in, as [start, end). */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
