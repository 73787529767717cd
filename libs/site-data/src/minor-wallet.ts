import { wireToMinor, type MemberWallet } from '@playdeck/api';

/**
 * The member's wallet with every amount in integer minor units (what screens add, compare and show). The wire's
 * currency is left out: money is shown in the brand's currency (brand.json), which the platform's merchant shares.
 */
export interface MinorWallet {
  /** Sum of every wallet, minor units. */
  sumBalance: number;
  wallets: { code: string; name: string; balance: number }[];
}

/** Reads the wire wallet (amounts with ≤ 2 decimals) into minor units: the one place balances leave floating point. */
export function toMinorWallet(wallet: MemberWallet): MinorWallet {
  return {
    sumBalance: wireToMinor(wallet.sumBalance),
    wallets: wallet.wallets.map(({ code, name, balance }) => ({ code, name, balance: wireToMinor(balance) })),
  };
}
