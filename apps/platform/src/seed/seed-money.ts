import { depositChannels, merchantBanks, withdrawLimits, type PayTo } from '../db/schema';
import type { PlatformServices } from '../services';
import { seededRandom, seedOf } from './random';
import { scopeMerchants, type SeedScope } from './scope';

/** Banks a member may add a payout card for (Vietnamese banks: every demo merchant trades in đồng). */
export const DEMO_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'VTB', name: 'VietinBank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
];

/** Minor units: 100.00 to 50,000.00, three a (UTC) day. */
export const DEMO_WITHDRAW_LIMITS = { min: 100_00, max: 50_000_00, dailyCount: 3 };

function demoChannels(merchantCode: string) {
  const random = seededRandom(seedOf(`deposit:${merchantCode}`));
  const account = () => String(random.int(1_000_000_000, 9_999_999_999));
  const operator = `${merchantCode} ENTERTAINMENT`;
  const bankAccount = account();
  const channels: {
    code: string;
    type: 'BANK_TRANSFER' | 'E_WALLET' | 'QR';
    names: Record<'EN' | 'TY', string>;
    min: number;
    max: number;
    quickAmounts: number[];
    expiryMinutes: number;
    payTo: PayTo;
  }[] = [
    {
      code: 'bank-1',
      type: 'BANK_TRANSFER',
      names: { EN: 'Bank transfer', TY: 'Chuyển khoản ngân hàng' },
      min: 50_00,
      max: 100_000_00,
      quickAmounts: [100_00, 500_00, 1_000_00, 5_000_00, 10_000_00],
      expiryMinutes: 30,
      payTo: { bankName: 'Vietcombank', accountName: operator, accountNumber: bankAccount },
    },
    {
      code: 'ewallet-1',
      type: 'E_WALLET',
      names: { EN: 'MoMo e-wallet', TY: 'Ví điện tử MoMo' },
      min: 20_00,
      max: 20_000_00,
      quickAmounts: [50_00, 100_00, 200_00, 500_00, 1_000_00],
      expiryMinutes: 15,
      payTo: { provider: 'MoMo', accountName: operator, accountNumber: `09${String(random.int(10_000_000, 99_999_999))}` },
    },
    {
      code: 'qr-1',
      type: 'QR',
      names: { EN: 'Bank QR (VietQR)', TY: 'Mã QR ngân hàng (VietQR)' },
      min: 50_00,
      max: 50_000_00,
      quickAmounts: [100_00, 200_00, 500_00, 1_000_00, 2_000_00],
      expiryMinutes: 15,
      payTo: {
        bankName: 'Vietcombank',
        accountName: operator,
        accountNumber: bankAccount,
        qrPayload: `VIETQR|VCB|${bankAccount}|${operator}`,
      },
    },
  ];
  return channels;
}

/** Deposit channels, banks and withdrawal limits for every real merchant (trial merchants cannot pay). */
export async function seedMoney(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const realMerchants = await scopeMerchants(services, scope);
  for (const merchant of realMerchants) {
    await db
      .insert(depositChannels)
      .values(demoChannels(merchant.code).map((channel, index) => ({ ...channel, merchantId: merchant.id, sortOrder: index })));
    await db.insert(merchantBanks).values(DEMO_BANKS.map((bank, index) => ({ ...bank, merchantId: merchant.id, sortOrder: index })));
    await db.insert(withdrawLimits).values({ merchantId: merchant.id, ...DEMO_WITHDRAW_LIMITS });
  }
}
