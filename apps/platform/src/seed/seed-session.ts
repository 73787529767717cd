import { registerFieldRules } from '../db/schema';
import { defaultRegisterRules } from '../modules/session/register-defaults';
import type { PlatformServices } from '../services';
import { scopeMerchants, type SeedScope } from './scope';

/** Each real merchant's registration field rules, from its whitelabel modules (trial merchants do not register). */
export async function seedSession(services: PlatformServices, scope: SeedScope): Promise<void> {
  const realMerchants = await scopeMerchants(services, scope);
  const rows = realMerchants.flatMap((merchant) =>
    Object.entries(defaultRegisterRules(merchant.modules)).map(([field, rule]) => ({ merchantId: merchant.id, field, ...rule })),
  );
  if (rows.length) await services.db.insert(registerFieldRules).values(rows);
}
