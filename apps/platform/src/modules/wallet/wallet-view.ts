import { and, asc, eq, ne } from 'drizzle-orm';
import type { contract, ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { gameVendors, merchantSettings, wallets } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { toMoney } from './money';
import { ensureWallet, FREE_PLAY_WALLET, freePlayWallet, MAIN_WALLET, type Wallet } from './wallets';

type Language = CallContext['language'];
export type MemberWalletValue = ValueOf<typeof contract.wallet.balance>;

const OWN_WALLET_NAMES: Record<string, Record<Language, string>> = {
  [MAIN_WALLET]: { EN: 'Main wallet', TY: 'Ví chính' },
  [FREE_PLAY_WALLET]: { EN: 'Free play', TY: 'Chơi thử' },
};
// The system seed gives every merchant its brand's currency; this only covers a merchant made without one.
const FALLBACK_CURRENCY = { currency: 'VND', currencySymbol: '₫' };

export async function merchantCurrency(db: Db, merchantId: number): Promise<{ currency: string; currencySymbol: string }> {
  const [settings] = await db
    .select({ currency: merchantSettings.currency, currencySymbol: merchantSettings.currencySymbol })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  return settings ?? FALLBACK_CURRENCY;
}

/** How many decimals the merchant's amounts are shown with (its brand's currency.displayDecimals); 2 without a row. */
export async function merchantDisplayDecimals(db: Db, merchantId: number): Promise<number> {
  const [settings] = await db
    .select({ displayDecimals: merchantSettings.displayDecimals })
    .from(merchantSettings)
    .where(eq(merchantSettings.merchantId, merchantId));
  return settings?.displayDecimals ?? 2;
}

/** The wallets a member of this merchant may hold and transfer between: MAIN, then one per vendor. */
export async function transferableWallets(db: Db, merchantId: number, language: Language): Promise<{ code: string; name: string }[]> {
  const vendors = await db
    .select({ code: gameVendors.code, name: gameVendors.displayName })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sortOrder));
  const byCode = new Map(vendors.map((vendor) => [vendor.code, vendor.name]));
  return [{ code: MAIN_WALLET, name: OWN_WALLET_NAMES[MAIN_WALLET]![language] }, ...[...byCode].map(([code, name]) => ({ code, name }))];
}

async function realWallets(db: Db, memberId: number): Promise<Wallet[]> {
  await ensureWallet(db, memberId, MAIN_WALLET);
  const rows = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), ne(wallets.code, FREE_PLAY_WALLET)))
    .orderBy(asc(wallets.code));
  return [...rows.filter((row) => row.code === MAIN_WALLET), ...rows.filter((row) => row.code !== MAIN_WALLET)];
}

/** What `/wps/wallets/gcs` answers: a real member's MAIN and vendor wallets, or a trial user's free play. */
export async function memberWalletView(ctx: CallContext): Promise<MemberWalletValue> {
  const { db } = ctx.services;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const held = member.isTrial
    ? [await db.transaction((tx) => freePlayWallet(tx, member.id, ctx.services.now()))]
    : await realWallets(db, member.id);
  const names = new Map((await transferableWallets(db, merchantId, ctx.language)).map((wallet) => [wallet.code, wallet.name]));
  return {
    ...(await merchantCurrency(db, merchantId)),
    sumBalance: toMoney(held.reduce((sum, wallet) => sum + wallet.balance, 0)),
    wallets: held.map((wallet) => ({
      code: wallet.code,
      name: OWN_WALLET_NAMES[wallet.code]?.[ctx.language] ?? names.get(wallet.code) ?? wallet.code,
      balance: toMoney(wallet.balance),
    })),
  };
}
