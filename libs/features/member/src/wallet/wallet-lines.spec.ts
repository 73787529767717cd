import { describe, expect, it } from 'vitest';
import { walletLines } from './wallet-lines';

const balances = (wallets: { code: string; name: string; balance: number }[]) => ({
  currency: 'VND',
  currencySymbol: '₫',
  sumBalance: wallets.reduce((sum, wallet) => sum + wallet.balance, 0),
  wallets,
});

describe('walletLines', () => {
  it('splits main from the game wallets, listing every wallet the merchant offers (0 when never used)', () => {
    const lines = walletLines(
      balances([
        { code: 'MAIN', name: 'Main wallet', balance: 120_000 },
        { code: 'JL', name: 'JILI', balance: 3_050 },
      ]),
      [
        { code: 'MAIN', name: 'Main wallet' },
        { code: 'JL', name: 'JILI' },
        { code: 'PG', name: 'PG Soft' },
      ],
    );
    expect(lines.main).toEqual({ code: 'MAIN', name: 'Main wallet', balance: 120_000 });
    expect(lines.games).toEqual([
      { code: 'JL', name: 'JILI', balance: 3_050 },
      { code: 'PG', name: 'PG Soft', balance: 0 },
    ]);
  });

  it('keeps a held game wallet the merchant list does not name, and works without the merchant list', () => {
    const lines = walletLines(
      balances([
        { code: 'MAIN', name: 'Main', balance: 5 },
        { code: 'SB', name: 'Sports', balance: 7 },
      ]),
    );
    expect(lines.games).toEqual([{ code: 'SB', name: 'Sports', balance: 7 }]);
  });

  it("shows a trial user's free-play wallet as the main one, and a missing main wallet as 0", () => {
    expect(walletLines(balances([{ code: 'FREEPLAY', name: 'Free play', balance: 200_000 }])).main.code).toBe('FREEPLAY');
    expect(walletLines(balances([]), [{ code: 'MAIN', name: 'Ví chính' }]).main).toEqual({ code: 'MAIN', name: 'Ví chính', balance: 0 });
  });
});
