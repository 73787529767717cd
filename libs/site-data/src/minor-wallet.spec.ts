import { describe, expect, it } from 'vitest';
import { toMinorWallet } from './minor-wallet';

describe('toMinorWallet', () => {
  it('turns every wire amount into integer minor units', () => {
    const wallet = toMinorWallet({
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 1234.57,
      wallets: [
        { code: 'MAIN', name: 'Main wallet', balance: 1234.28 },
        { code: 'JL', name: 'JILI', balance: 0.29 },
      ],
    });
    expect(wallet).toEqual({
      sumBalance: 123457,
      wallets: [
        { code: 'MAIN', name: 'Main wallet', balance: 123428 },
        { code: 'JL', name: 'JILI', balance: 29 },
      ],
    });
  });
});
