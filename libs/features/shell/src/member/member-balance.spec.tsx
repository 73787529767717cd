import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { calls, demoMemberSession, demoWallet, fakePlatform, renderWithApp } from '@playdeck/testing';
import { MemberBalance } from './member-balance';

const walletOf = (sumBalance: number) => ({
  ...demoWallet,
  sumBalance,
  wallets: [{ code: 'MAIN', name: 'Main wallet', balance: sumBalance }],
});

async function shownBalance(): Promise<string | null> {
  await renderWithApp(<MemberBalance testId="balance" />, { session: demoMemberSession });
  return (await screen.findByTestId('balance')).textContent;
}

// Specs run on the default brand: VND (₫) shown without decimals.
describe("MemberBalance in the brand's currency", () => {
  it('shows the brand symbol and no decimals for a whole amount', async () => {
    expect(brand.currency).toMatchObject({ symbol: '₫', displayDecimals: 0 });
    fakePlatform.answer(calls.wallet.balance, walletOf(1_234_567));
    expect(await shownBalance()).toBe('₫1,234,567');
  });

  it('still shows a fraction the display decimals leave out, never rounding money away', async () => {
    fakePlatform.answer(calls.wallet.balance, walletOf(1234.5));
    expect(await shownBalance()).toBe('₫1,234.50');
  });

  it("shows the brand's currency even when the platform answers another symbol", async () => {
    fakePlatform.answer(calls.wallet.balance, { ...walletOf(-20), currency: 'USD', currencySymbol: '$' });
    expect(await shownBalance()).toBe('-₫20');
  });
});
