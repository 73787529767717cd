import { eq } from 'drizzle-orm';
import type { contract, ValueOf } from '@playdeck/api';
import { merchantSettings } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { vendorIconCdn } from '../games/icons/icon-routes';
import { downloadLinks, socialLinks } from './brand-links';
import { customerServiceList } from './customer-service';
import { brandOf, scopeMerchantId } from './merchant-scope';
import { merchantImageCdns } from './image-cdns';

export async function consolidatedSettings(ctx: CallContext): Promise<ValueOf<typeof contract.system.consolidatedSettings>> {
  const brand = brandOf(ctx.services, ctx.merchant).config;
  const [settings] = await ctx.services.db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, scopeMerchantId(ctx.merchant)))
    .limit(1);
  if (!settings) throw new Error(`merchant ${ctx.merchant.code} has no settings row`);
  return {
    merchantCode: ctx.merchant.code,
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    minimumAge: brand.minimumAge,
    languages: { default: brand.languages.default, supported: [...brand.languages.supported] },
    customerService: brand.links.customerService,
    customerServiceList: await customerServiceList(ctx),
    affiliateLink: brand.links.affiliate ?? null,
    downloadLinks: downloadLinks(brand),
    socialLinks: socialLinks(brand),
    vendorIconCDN: vendorIconCdn(brand.id),
    mobileprovisionCDN: brand.links.appDownloads.mobileConfig ?? null,
    imageCDNs: [...(await merchantImageCdns(ctx))],
  };
}
