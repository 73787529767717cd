import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import { merchants } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import type { PlatformServices } from '../services';

/** An operator action's refusal: a bad request (400), or what it names is not there (404). */
export const refuse = (message: string, errorCode: 'request_param_err' | 'not.found' = 'request_param_err') =>
  new PlatformError(errorCode, { status: errorCode === 'not.found' ? 404 : 400, message });

/** The id of a real (not trial) merchant by code; else refused, naming the merchants that hold `what`. */
export async function realMerchantId(services: PlatformServices, code: string, what: string): Promise<number> {
  const rows = await services.db.select({ id: merchants.id, code: merchants.code, isTrial: merchants.isTrial }).from(merchants);
  const found = rows.find((row) => row.code === code && !row.isTrial);
  if (!found) {
    const known = rows.filter((row) => !row.isTrial).map((row) => row.code);
    throw refuse(`unknown merchant ${code} (${what} belong to: ${known.join(', ')})`);
  }
  return found.id;
}

/** Every row of a merchant's content table with its merchant's code, for the operator's listings. */
export function withMerchantCode<C extends TableConfig>(
  services: PlatformServices,
  table: PgTableWithColumns<C> & { merchantId: AnyPgColumn },
) {
  return services.db
    .select({ row: table, merchant: merchants.code })
    .from(table as PgTable)
    .innerJoin(merchants, eq(merchants.id, table.merchantId));
}
