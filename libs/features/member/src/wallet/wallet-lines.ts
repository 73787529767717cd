import { MAIN_WALLET } from '@playdeck/api';
import type { MinorWallet } from '@playdeck/site-data';

/** One wallet as the screens list it: balance in integer minor units. */
export interface WalletLine {
  code: string;
  name: string;
  balance: number;
}

export interface WalletLines {
  main: WalletLine;
  games: WalletLine[];
}

// A trial user's only wallet (never real money, never transferable).
const FREE_PLAY_WALLET = 'FREEPLAY';

/**
 * The main wallet and the game wallets, from the member's balances and, when known, every wallet the
 * merchant lets a member hold (a wallet never used yet has no balance row: it shows 0). A trial user's
 * free-play wallet stands in for the main one.
 */
export function walletLines(balances: MinorWallet, merchantWallets?: readonly { code: string; name: string }[]): WalletLines {
  const held = new Map(balances.wallets.map((wallet) => [wallet.code, wallet]));
  const main = held.get(MAIN_WALLET) ??
    held.get(FREE_PLAY_WALLET) ?? {
      code: MAIN_WALLET,
      name: merchantWallets?.find((wallet) => wallet.code === MAIN_WALLET)?.name ?? MAIN_WALLET,
      balance: 0,
    };
  const isGame = (code: string) => code !== MAIN_WALLET && code !== FREE_PLAY_WALLET;
  const listed = (merchantWallets ?? []).filter((wallet) => isGame(wallet.code));
  const games: WalletLine[] = listed.map(({ code, name }) => ({ code, name, balance: held.get(code)?.balance ?? 0 }));
  const listedCodes = new Set(listed.map((wallet) => wallet.code));
  for (const wallet of balances.wallets) {
    if (isGame(wallet.code) && !listedCodes.has(wallet.code)) games.push(wallet);
  }
  return { main, games };
}
