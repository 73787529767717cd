import { useMemberWallet, useMerchantWallets, type MinorWallet } from '@playdeck/site-data';
import { walletLines, type WalletLines } from '../wallet/wallet-lines';

export type TransferWallets =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; wallet: MinorWallet; lines: WalletLines };

/** The member's balances with every wallet the merchant lets them hold (names, wallets never used yet). */
export function useTransferWallets(): TransferWallets {
  const balances = useMemberWallet();
  const merchant = useMerchantWallets();
  if (balances.isError || merchant.isError) {
    return {
      status: 'error',
      error: balances.error ?? merchant.error,
      retry: () => {
        if (balances.isError) void balances.refetch();
        if (merchant.isError) void merchant.refetch();
      },
    };
  }
  if (!balances.data || !merchant.data) return { status: 'pending' };
  return { status: 'ready', wallet: balances.data, lines: walletLines(balances.data, merchant.data.wallets) };
}
