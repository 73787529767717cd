import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { merchants, merchantSettings } from '../db/schema';
import { callPlatform, valueOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { alignMerchantCurrencies } from './align-currencies';
import { prepareDemoWorld } from '.';

describe("a merchant's currency follows its brand.json", () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  async function luckyRows() {
    const ids = platform.services.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.brandId, 'lucky'));
    return platform.services.db
      .select({ currency: merchantSettings.currency, symbol: merchantSettings.currencySymbol, decimals: merchantSettings.displayDecimals })
      .from(merchantSettings)
      .where(inArray(merchantSettings.merchantId, ids));
  }

  it("brings a row seeded with another currency back to the brand's on the next start, and answers it", async () => {
    const { services } = platform;
    const lucky = services.brands.find((brand) => brand.config.id === 'lucky')!.config.currency;
    // As a database seeded before brand.json had a currency holds it.
    await services.db.update(merchantSettings).set({ currency: 'VND', currencySymbol: '₫', displayDecimals: 2 });
    // Warm the settings answer so the test also shows the cache lets go of the old currency.
    valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant: 'LUCKYSTAR' }));

    const prepared = await prepareDemoWorld(services);

    expect(prepared).toEqual({ seeded: false, created: [] });
    for (const row of await luckyRows())
      expect(row).toEqual({ currency: lucky.code, symbol: lucky.symbol, decimals: lucky.displayDecimals });
    const settings = valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant: 'LUCKYSTAR' }));
    expect(settings).toMatchObject({ currency: lucky.code, currencySymbol: lucky.symbol });
  });

  it('changes nothing, and names no merchant, when every row already matches', async () => {
    expect(await alignMerchantCurrencies(platform.services)).toEqual([]);
  });
});
