import type { Deposit, DepositChannel } from '@playdeck/api';

// Deposit data for specs and stories, in the contract's wire form (the demo world's own is not exported).

export const bankChannel: DepositChannel = {
  id: 'bank-1',
  type: 'BANK_TRANSFER',
  name: 'Bank transfer',
  min: 100,
  max: 50_000,
  quickAmounts: [100, 500, 1_000, 5_000],
  expiryMinutes: 30,
  payTo: { bankName: 'Demo Bank', accountName: 'Playdeck Ltd', accountNumber: '0123 4567 8901' },
};

export const walletChannel: DepositChannel = {
  id: 'ewallet-1',
  type: 'E_WALLET',
  name: 'E-wallet',
  min: 50,
  max: 20_000,
  quickAmounts: [50, 200, 1_000],
  expiryMinutes: 15,
  payTo: { provider: 'DemoPay', accountName: 'Playdeck', accountNumber: '0917 000 0000' },
};

export const qrChannel: DepositChannel = {
  id: 'qr-1',
  type: 'QR',
  name: 'QR payment',
  min: 20,
  max: 10_000,
  quickAmounts: [20, 100, 500],
  expiryMinutes: 10,
  payTo: { provider: 'DemoQR', qrPayload: 'DEMOQR|PLAYDECK|{reference}' },
};

/** A channel that takes cents, to check amounts travel exactly. */
export const centsChannel: DepositChannel = { ...bankChannel, id: 'cents-1', name: 'Cents bank', min: 0.01, max: 5_000 };

export const channelsAnswer = (channels: DepositChannel[] = [bankChannel, walletChannel, qrChannel]) => ({
  currency: 'PHP',
  currencySymbol: '₱',
  channels,
});

export const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    reference: 'D20261123000001',
    channelId: bankChannel.id,
    channelType: bankChannel.type,
    channelName: bankChannel.name,
    amount: 500,
    status: 'PENDING',
    referenceCode: 'PD7Q2K',
    payTo: bankChannel.payTo,
    createdAt: NOW,
    expiresAt: NOW + 30 * 60_000,
    decidedAt: null,
    ...overrides,
  };
}

/** A history page of `count` deposits numbered from `first`. */
export function historyPage(pageNum: number, totalPages: number, count: number, first = 1) {
  const statuses: Deposit['status'][] = ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'];
  return {
    pageNum,
    totalPages,
    list: Array.from({ length: count }, (_, index) =>
      deposit({
        reference: `D${String(first + index).padStart(6, '0')}`,
        status: statuses[(first + index) % statuses.length]!,
        createdAt: NOW - (first + index) * 60_000,
      }),
    ),
  };
}
