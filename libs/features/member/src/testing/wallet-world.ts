import { ALL_WALLETS, MAIN_WALLET, wireToMinor, minorToWire, type MemberWallet } from '@playdeck/api';
import { brand } from '@playdeck/brand';
import { calls, type FakePlatform } from '@playdeck/testing/fake-platform';

/** The merchant's wallets in the demo: main and two game vendors. */
export const walletNames: Record<string, string> = { MAIN: 'Main wallet', JL: 'JILI', PG: 'PG Soft' };

/** Balances in minor units by wallet code. */
export type Balances = Record<string, number>;

export function memberWalletOf(balances: Balances): MemberWallet {
  const codes = Object.keys(balances);
  const sum = codes.reduce((total, code) => total + balances[code]!, 0);
  return {
    currency: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    sumBalance: minorToWire(sum),
    wallets: codes.map((code) => ({ code, name: walletNames[code] ?? code, balance: minorToWire(balances[code]!) })),
  };
}

/**
 * A fake platform whose balance, merchant wallets and transfer calls keep one member's balances: a transfer
 * moves minor units between them (ALL → MAIN empties every game wallet), as the platform does.
 */
export function keepWallets(platform: FakePlatform, start: Balances, merchantCodes: string[] = Object.keys(walletNames)): Balances {
  const balances: Balances = { ...start };
  platform.answer(calls.wallet.merchantWallets, {
    currency: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    wallets: merchantCodes.map((code) => ({ code, name: walletNames[code] ?? code })),
  });
  platform.answer(calls.wallet.balance, () => memberWalletOf(balances));
  platform.answer(calls.wallet.transfer, ({ body }) => {
    const { fromWallet, toWallet, amount } = body as { fromWallet: string; toWallet: string; amount?: number };
    const sources = fromWallet === ALL_WALLETS ? Object.keys(balances).filter((code) => code !== MAIN_WALLET) : [fromWallet];
    for (const code of sources) {
      const moved = fromWallet === ALL_WALLETS ? (balances[code] ?? 0) : wireToMinor(amount!);
      balances[code] = (balances[code] ?? 0) - moved;
      balances[toWallet] = (balances[toWallet] ?? 0) + moved;
    }
    return memberWalletOf(balances);
  });
  return balances;
}
