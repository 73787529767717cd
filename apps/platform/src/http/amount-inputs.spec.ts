import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { launchAndOpen, spin } from '../modules/games/testing/launch-game';
import { mainBalance, memberWithCard, PAYMENT_PASSWORD } from '../modules/payment-password/testing/money-member';
import { walletsOutOfBalance } from '../modules/wallet/testing/ledger-check';

/**
 * Amounts below one minor unit, or with more decimals than it has, reach every money input as JSON numbers the
 * schema must refuse: before, 1e-9 passed a tolerance and moved nothing, and 100.000000001 was rounded to 100.
 */
const NOT_WHOLE_MINOR_UNITS = [1e-9, 5e-324, 100.000000001, 0.001, 0.015, 1.0000001, 0];

describe('money inputs refuse amounts that are not a whole number of minor units, with a field error', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const expectFieldError = (result: { status: number; envelope: unknown }, field: string, amount: number) => {
    const refusal = errorOf(result as Parameters<typeof errorOf>[0]);
    expect([amount, refusal.status, refusal.errorCode, refusal.value]).toEqual([amount, 400, 'request_param_err', { field }]);
  };

  it('transfer', async () => {
    let n = 0;
    const transfer = (amount: number) =>
      callPlatform(platform, contract.wallet.transfer, {
        token,
        body: { transferId: `amount-input-${++n}`, fromWallet: 'MAIN', toWallet: 'PG', amount },
      });
    for (const amount of NOT_WHOLE_MINOR_UNITS) expectFieldError(await transfer(amount), 'amount', amount);
    expect(await mainBalance(platform, token)).toBe(5_000);
    // One minor unit is the smallest amount there is.
    valueOf(await transfer(0.01));
    expect(await mainBalance(platform, token)).toBe(4_999.99);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('deposit', async () => {
    const deposit = (amount: number) =>
      callPlatform(platform, contract.deposit.request, { token, body: { requestId: 'amount-input-deposit', channelId: 'bank-1', amount } });
    for (const amount of NOT_WHOLE_MINOR_UNITS) expectFieldError(await deposit(amount), 'amount', amount);
    expect(valueOf(await deposit(250.5)).amount).toBe(250.5);
  });

  it('withdraw', async () => {
    const bankCardId = await memberWithCard(platform, token);
    const withdraw = (amount: number) =>
      callPlatform(platform, contract.withdraw.request, {
        token,
        body: { requestId: 'amount-input-withdraw', bankCardId, amount, paymentPassword: PAYMENT_PASSWORD },
      });
    for (const amount of NOT_WHOLE_MINOR_UNITS) expectFieldError(await withdraw(amount), 'amount', amount);
    expect(await mainBalance(platform, token)).toBe(5_000);
    expect(valueOf(await withdraw(100.01)).amount).toBe(100.01);
    expect(await mainBalance(platform, token)).toBe(4_899.99);
  });

  it("a demo game's bet", async () => {
    const [game] = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', minBet: 0.5, pageSize: 1 } }),
    ).games;
    const { playToken } = await launchAndOpen(platform, token, game!);
    for (const [n, bet] of NOT_WHOLE_MINOR_UNITS.entries())
      expectFieldError(await spin(platform, playToken, `bet-round-${n}`, bet), 'bet', bet);
  });

  it("an agent contract's tiers (the admin command's amounts)", async () => {
    for (const value of [1e-9, 5e-324, 100.000000001]) {
      const response = await platform.app.inject({
        method: 'POST',
        url: '/__admin/contract-offer',
        headers: adminHeaders(platform),
        payload: { merchant: 'PLAYDECK', username: 'agent03', kind: 'SALARY', tiers: [{ min: 0, value }] },
      });
      expect([value, response.statusCode, response.json().message]).toEqual([value, 400, `a salary has at most 2 decimals, got ${value}`]);
    }
  });
});
