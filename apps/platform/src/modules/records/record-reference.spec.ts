import { describe, expect, it } from 'vitest';
import { recordReference } from './record-reference';

describe('recordReference', () => {
  const createdAt = new Date('2026-11-28T05:00:00Z');
  const of = (kind: Parameters<typeof recordReference>[0]['kind'], reference: string | null, postingId = 81) =>
    recordReference({ kind, reference, postingId, createdAt });

  it('shows a transfer as T, its day and its posting, never the transfer key', () => {
    expect(of('transfer', 'transfer:81:0e43a7c2-1f0b-4c55-9a51-6f4a1b2c3d4e')).toBe('T20261128000081');
  });

  it('shows a game round as G, its day and the round, for its bet and its win alike', () => {
    expect(of('bet', 'round:42')).toBe('G20261128000042');
    expect(of('win', 'round:42', 90)).toBe('G20261128000042');
    expect(of('bet', 'something-else')).toBeNull();
  });

  it('keeps the references the member meets elsewhere: deposits, withdrawals, rewards, promo codes, payout periods', () => {
    expect(of('deposit', 'D20261128000007')).toBe('D20261128000007');
    expect(of('withdraw_hold', 'W20261128000003')).toBe('W20261128000003');
    expect(of('bonus', 'WELCOME50')).toBe('WELCOME50');
    expect(of('agent_rebate', 'REBATE:2026-11-27')).toBe('2026-11-27');
    expect(of('agent_salary', 'SALARY:2026-11-27T05')).toBe('2026-11-27T05');
  });

  it("shows nothing for the house's own notes on corrections and opening balances", () => {
    expect([of('adjustment', 'admin credit'), of('seed', 'opening balance'), of('opening_balance', 'migrated')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
