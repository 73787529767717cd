import type { contract, ValueOf, VendorLane } from '@playdeck/api';

export const MEMBER_SESSION = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy01', type: 0 };

export const MEMBER_INFO: ValueOf<typeof contract.session.memberInfo> = { id: 7, type: 0, userName: 'amy01', nickname: 'Lucky Amy', account: 'amy01' };

export const MEMBER_WALLET: ValueOf<typeof contract.wallet.balance> = {
  currency: 'VND',
  currencySymbol: '₫',
  sumBalance: 1234.5,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 1234.5 }],
};

export const MERCHANT_WALLETS: ValueOf<typeof contract.wallet.merchantWallets> = {
  currency: 'VND',
  currencySymbol: '₫',
  wallets: [{ code: 'MAIN', name: 'Main wallet' }],
};

const card = (gameType: VendorLane['gameClassify'], vassalage: string, displayName: string) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName,
  gameType,
  gameCount: 3,
});

/** Lanes as the platform sends them: e-sports and cockfight vendors inside SPORTS. */
export const VENDOR_LANES: VendorLane[] = [
  { title: 'Live', gameClassify: 'LIVE', cards: [card('LIVE', 'EVO', 'Evolution')] },
  { title: 'Slots', gameClassify: 'RNG', cards: [card('RNG', 'PG', 'PG Soft'), card('RNG', 'JL', 'JILI')] },
  { title: 'Sports', gameClassify: 'SPORTS', cards: [card('SPORTS', 'SABA', 'SABA Sports'), card('SPORTS', 'DS88', 'DS88 Sabong')] },
];
