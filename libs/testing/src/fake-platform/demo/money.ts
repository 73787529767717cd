import type { AccountRecord, BankCards, Deposit, DepositChannel, Withdrawal, WithdrawSettings } from '@playdeck/api';
import { demoCurrency } from './system';

// Demo money of one member, in the contract's wire form (numbers with at most 2 decimals).
const HOUR = 3_600_000;
const demoNow = Date.UTC(2026, 10, 23, 10, 0, 0);

export const demoDepositChannels: DepositChannel[] = [
  {
    id: 'bank-1',
    type: 'BANK_TRANSFER',
    name: 'Bank transfer',
    min: 100,
    max: 50_000,
    quickAmounts: [100, 500, 1_000, 5_000],
    expiryMinutes: 30,
    payTo: { bankName: 'Demo Bank', accountName: 'Playdeck Ltd', accountNumber: '0123 4567 8901' },
  },
  {
    id: 'ewallet-1',
    type: 'E_WALLET',
    name: 'E-wallet',
    min: 50,
    max: 20_000,
    quickAmounts: [50, 200, 1_000],
    expiryMinutes: 15,
    payTo: { provider: 'DemoPay', accountName: 'Playdeck', accountNumber: '0917 000 0000' },
  },
  {
    id: 'qr-1',
    type: 'QR',
    name: 'QR payment',
    min: 20,
    max: 10_000,
    quickAmounts: [20, 100, 500],
    expiryMinutes: 10,
    payTo: { provider: 'DemoQR', qrPayload: 'DEMOQR|PLAYDECK|{reference}' },
  },
];

export function demoDeposit(overrides: Partial<Deposit> = {}): Deposit {
  const channel = demoDepositChannels[0]!;
  return {
    reference: 'D20261123000001',
    channelId: channel.id,
    channelType: channel.type,
    channelName: channel.name,
    amount: 500,
    status: 'PENDING',
    referenceCode: 'PD7Q2K',
    payTo: channel.payTo,
    createdAt: demoNow,
    expiresAt: demoNow + channel.expiryMinutes * 60_000,
    decidedAt: null,
    ...overrides,
  };
}

export const demoBankCards: BankCards = {
  cards: [
    {
      id: 1,
      bankCode: 'DEMO',
      bankName: 'Demo Bank',
      maskedNumber: '•••• 4242',
      payeeName: 'Juan Dela Cruz',
      createdAt: demoNow - 24 * HOUR,
    },
  ],
  banks: [
    { code: 'DEMO', name: 'Demo Bank' },
    { code: 'CITY', name: 'City Savings Bank' },
    { code: 'UNION', name: 'Union Bank' },
  ],
  realName: 'Juan Dela Cruz',
  maxCards: 5,
  hasPaymentPassword: true,
};

export const demoWithdrawSettings: WithdrawSettings = {
  ...demoCurrency,
  withdrawable: 1_234.5,
  min: 100,
  max: 50_000,
  dailyCount: 5,
  usedToday: 0,
  hasPaymentPassword: true,
  lockedUntil: null,
};

export function demoWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    reference: 'W20261123000001',
    amount: 200,
    status: 'PENDING',
    bankName: 'Demo Bank',
    maskedNumber: '•••• 4242',
    createdAt: demoNow,
    decidedAt: null,
    ...overrides,
  };
}

export const demoRecords: AccountRecord[] = [
  { id: 4, type: 'WIN', amount: 35, balanceAfter: 1_234.5, wallet: 'JL', reference: 'G20261123000002', createdAt: demoNow - 1 * HOUR },
  { id: 3, type: 'BET', amount: -10.5, balanceAfter: 1_199.5, wallet: 'JL', reference: 'G20261123000001', createdAt: demoNow - 2 * HOUR },
  {
    id: 2,
    type: 'TRANSFER',
    amount: -100,
    balanceAfter: 1_110,
    wallet: 'MAIN',
    reference: 'T20261123000014',
    createdAt: demoNow - 3 * HOUR,
  },
  {
    id: 1,
    type: 'DEPOSIT',
    amount: 1_210,
    balanceAfter: 1_210,
    wallet: 'MAIN',
    reference: 'D20261122000001',
    createdAt: demoNow - 20 * HOUR,
  },
];
