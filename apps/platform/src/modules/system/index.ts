import { contract } from '@playdeck/api';
import { registerCall, type SharedAnswer } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { downloadLinks, socialLinks } from './brand-links';
import { consolidatedSettings } from './consolidated-settings';
import { countryList } from './countries';
import { customerServiceList, customerServiceUrl } from './customer-service';
import { brandOf } from './merchant-scope';
import { siteStatus } from './site-status';
import { whitelabelTree } from './whitelabel-tree';

/** Written by the seed and the admin `image-cdns` command (which invalidates it): the same for every visitor of a merchant. */
const SETTINGS_ANSWER: SharedAnswer = { topics: ['settings'] };

export const systemModule: PlatformModule = (app, services) => {
  const calls = contract.system;
  registerCall(app, services, calls.status, async ({ ctx }) => siteStatus(ctx));
  registerCall(app, services, calls.whitelabel, async ({ ctx }) => whitelabelTree(ctx.merchant.modules));
  registerCall(app, services, calls.consolidatedSettings, async ({ ctx }) => consolidatedSettings(ctx), { shared: SETTINGS_ANSWER });
  registerCall(app, services, calls.domainRoute, async ({ ctx }) => {
    const brand = brandOf(services, ctx.merchant).config;
    return { merchantCode: ctx.merchant.code, domains: [...brand.domains], apiOrigin: brand.api.origin };
  });
  registerCall(app, services, calls.countries, async ({ ctx }) => countryList(ctx.language));
  registerCall(app, services, calls.customerService, async ({ ctx }) => customerServiceList(ctx), { shared: SETTINGS_ANSWER });
  registerCall(app, services, calls.customerServiceLink, async ({ query, ctx }) => ({ url: await customerServiceUrl(ctx, query.path) }));
  registerCall(app, services, calls.downloadLinks, async ({ ctx }) => downloadLinks(brandOf(services, ctx.merchant).config));
  registerCall(app, services, calls.socialLinks, async ({ ctx }) => socialLinks(brandOf(services, ctx.merchant).config));
};
