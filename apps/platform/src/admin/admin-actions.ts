import { eq, sql } from 'drizzle-orm';
import { merchants, outbox } from '../db/schema';
import { resetPlatform } from '../seed';
import type { PlatformServices } from '../services';

export interface MerchantState {
  code: string;
  brandId: string;
  isTrial: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  modules: Record<string, boolean>;
}

/** Merchant codes an action applies to: one named merchant (and its trial merchant), or every merchant. */
async function targetIds(services: PlatformServices, merchantCode: string | undefined): Promise<number[]> {
  const rows = await services.db.select({ id: merchants.id, code: merchants.code }).from(merchants);
  if (!merchantCode) return rows.map((row) => row.id);
  const matching = rows.filter((row) => row.code === merchantCode || row.code === `${merchantCode}trial`);
  if (matching.length === 0) throw new Error(`unknown merchant ${merchantCode} (known: ${rows.map((row) => row.code).join(', ')})`);
  return matching.map((row) => row.id);
}

export async function listMerchants(services: PlatformServices): Promise<MerchantState[]> {
  const rows = await services.db.select().from(merchants).orderBy(merchants.id);
  return rows.map(({ code, brandId, isTrial, maintenance, regionRestriction, modules }) => ({
    code,
    brandId,
    isTrial,
    maintenance,
    regionRestriction,
    modules,
  }));
}

export async function setMaintenance(services: PlatformServices, on: boolean, merchantCode?: string): Promise<void> {
  for (const id of await targetIds(services, merchantCode)) {
    await services.db.update(merchants).set({ maintenance: on }).where(eq(merchants.id, id));
  }
  services.readCache.invalidate('merchants');
}

export async function setRegionRestriction(services: PlatformServices, on: boolean, merchantCode?: string): Promise<void> {
  for (const id of await targetIds(services, merchantCode)) {
    await services.db.update(merchants).set({ regionRestriction: on }).where(eq(merchants.id, id));
  }
  services.readCache.invalidate('merchants');
}

const MODULE_ID = /^[A-Z][A-Z0-9_]{1,31}$/;

/** Switches one whitelabel module id (CBS3, MOBILEVERCODELOGIN3, an agent menu key, …) in the platform's answer. */
export async function setModule(services: PlatformServices, moduleId: string, on: boolean, merchantCode?: string): Promise<void> {
  if (!MODULE_ID.test(moduleId)) throw new Error(`"${moduleId}" is not a module id such as CBS3`);
  for (const id of await targetIds(services, merchantCode)) {
    await services.db
      .update(merchants)
      .set({ modules: sql`${merchants.modules} || ${JSON.stringify({ [moduleId]: on })}::jsonb` })
      .where(eq(merchants.id, id));
  }
  services.readCache.invalidate('merchants');
}

export async function readOutbox(services: PlatformServices, limit = 20) {
  return services.db
    .select()
    .from(outbox)
    .orderBy(sql`${outbox.id} DESC`)
    .limit(limit);
}

export { resetPlatform };
