import { createHash } from 'node:crypto';
import type { BrandConfig } from '@playdeck/brand';
import { customerServiceChannels, merchantSettings } from '../db/schema';
import type { PlatformServices } from '../services';
import { scopeMerchants, type SeedScope } from './scope';

/** The merchant's currency as its settings row keeps it: brand.json's code, symbol and display decimals. */
export function brandCurrency({ currency }: BrandConfig) {
  return { currency: currency.code, currencySymbol: currency.symbol, displayDecimals: currency.displayDecimals };
}

const opaqueToken = (merchantCode: string, index: number) =>
  createHash('sha256').update(`customer-service:${merchantCode}:${index}`).digest('base64url').slice(0, 24);

/** Settings and customer service channels for each real merchant (trial merchants read their parent's). */
export async function seedSystem(services: PlatformServices, scope: SeedScope): Promise<void> {
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) {
    const brand = services.brands.find((candidate) => candidate.config.id === merchant.brandId)!.config;
    await services.db.insert(merchantSettings).values({ merchantId: merchant.id, ...brandCurrency(brand) });
    const channels = [
      { titles: { EN: 'Live chat 24/7', TY: 'Chat trực tuyến 24/7' }, url: brand.links.liveChat ?? brand.links.customerService },
      brand.links.social.telegram ? { titles: { EN: 'Telegram', TY: 'Telegram' }, url: brand.links.social.telegram } : null,
      brand.links.social.zalo ? { titles: { EN: 'Zalo', TY: 'Zalo' }, url: brand.links.social.zalo } : null,
      { titles: { EN: 'E-mail', TY: 'Thư điện tử' }, url: `mailto:support@${brand.domains.at(-1)}` },
    ].filter((channel) => channel !== null);
    await services.db.insert(customerServiceChannels).values(
      channels.map((channel, index) => ({
        merchantId: merchant.id,
        token: opaqueToken(merchant.code, index),
        sequence: index,
        ...channel,
      })),
    );
  }
}
