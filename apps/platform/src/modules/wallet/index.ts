import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { realMerchantId } from '../games/real-merchant';
import { transferBetweenWallets } from './transfer';
import { memberWalletView, merchantCurrency, transferableWallets } from './wallet-view';

export const walletModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.wallet.balance, async ({ ctx }) => memberWalletView(ctx));

  registerCall(app, services, contract.wallet.merchantWallets, async ({ ctx }) => {
    const merchantId = realMerchantId(ctx.merchant);
    return {
      ...(await merchantCurrency(services.db, merchantId)),
      wallets: await transferableWallets(services.db, merchantId, ctx.language),
    };
  });

  registerCall(app, services, contract.wallet.transfer, async ({ body, ctx }) => {
    await transferBetweenWallets(ctx, body);
    return memberWalletView(ctx);
  });
};
