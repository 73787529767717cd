import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import { realMerchantId } from '../games/real-merchant';
import type { PlatformModule } from '../platform-module';
import { merchantCurrency } from '../wallet/wallet-view';
import { channelView, enabledChannels } from './deposit-channels';
import { depositHistory, depositView, requestDeposit } from './deposits';

export const depositModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.deposit.channels, async ({ ctx }) => {
    const merchantId = realMerchantId(ctx.merchant);
    const channels = await enabledChannels(services.db, merchantId);
    return { ...(await merchantCurrency(services.db, merchantId)), channels: channels.map((row) => channelView(row, ctx.language)) };
  });

  registerCall(app, services, contract.deposit.request, async ({ body, ctx }) =>
    depositView(await requestDeposit(ctx, body), ctx.language, services.now()),
  );

  registerCall(app, services, contract.deposit.history, async ({ query, ctx }) => depositHistory(ctx, query.pageNo, query.pageSize));
};
