import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts every zod builder call (z.object, z.string, …) the contract makes.
const zod = vi.hoisted(() => ({ built: 0 }));
vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<Record<string, unknown>>();
  const counted =
    (build: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      zod.built += 1;
      return build(...args);
    };
  return Object.fromEntries(
    Object.entries(actual).map(([name, member]) => [
      name,
      typeof member === 'function' && /^[a-z_]/.test(name) ? counted(member as (...args: unknown[]) => unknown) : member,
    ]),
  );
});

describe('the contract builds its schemas on first use', () => {
  beforeEach(() => {
    vi.resetModules();
    zod.built = 0;
  });

  it('importing the contract and the package builds no schema', async () => {
    const { contract } = await import('./index');
    await import('../index');
    expect(Object.keys(contract.wallet)).toContain('balance');
    expect(contract.wallet.transfer.errors).toContain('balance.insufficient');
    expect(zod.built).toBe(0);
  });

  it('a used call builds its schema once, and validates as before', async () => {
    const { contract } = await import('./index');
    const balance = contract.wallet.balance.value;
    const built = zod.built;
    expect(built).toBeGreaterThan(0);
    expect(contract.wallet.balance.value).toBe(balance);
    expect(zod.built).toBe(built);

    const wallet = { currency: 'VND', currencySymbol: '₫', sumBalance: 12.5, wallets: [{ code: 'MAIN', name: 'Main', balance: 12.5 }] };
    expect(balance.safeParse(wallet)).toEqual({ success: true, data: wallet });
    expect(balance.safeParse({ ...wallet, sumBalance: 1.005 }).success).toBe(false);
    const transfer = contract.wallet.transfer.body!;
    expect(transfer.safeParse({ transferId: 'abcdefgh', fromWallet: 'MAIN', toWallet: 'MAIN', amount: 1 }).success).toBe(false);
    expect(transfer.safeParse({ transferId: 'abcdefgh', fromWallet: 'ALL', toWallet: 'MAIN' }).success).toBe(true);
  });

  it('a call without a query or body has none', async () => {
    const { contract } = await import('./index');
    expect(contract.wallet.balance.query).toBeUndefined();
    expect(contract.wallet.balance.body).toBeUndefined();
    expect({ ...contract.wallet.balance }.value).toBe(contract.wallet.balance.value);
  });
});
