import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney, useMemberWallet } from '@playdeck/site-data';
import { calls, delayed, demoMemberSession, fakePlatform, networkFailure, refuse, renderWithApp } from '@playdeck/testing';
import { keepWallets, memberWalletOf } from '../testing/wallet-world';
import TransferScreen from './transfer-screen';

/** What the header shows: the same wallet query (libs/features/shell/src/member/member-balance.tsx). */
function HeaderBalanceProbe() {
  const wallet = useMemberWallet();
  return <span data-testid="probe-balance">{wallet.data ? formatMoney(wallet.data.sumBalance) : ''}</span>;
}

async function renderTransfer() {
  const view = await renderWithApp(
    <>
      <HeaderBalanceProbe />
      <TransferScreen />
    </>,
    { path: '/m/member/transfer', routePath: '/m/member/transfer', session: demoMemberSession },
  );
  await screen.findByTestId('transfer-screen');
  return view;
}

const walletShown = (code: string) => screen.getByTestId(`transfer-wallet-${code}`).textContent;
const submit = () => screen.getByTestId('transfer-submit') as HTMLButtonElement;
const amountInput = () => within(screen.getByTestId('transfer-form')).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
const transfers = () => fakePlatform.requests(calls.wallet.transfer).map((request) => request.body as Record<string, unknown>);

function typeAmount(value: string) {
  fireEvent.change(amountInput(), { target: { value } });
  fireEvent.blur(amountInput());
}

describe('wallets', () => {
  it('lists the main wallet and every game wallet the merchant offers, with balances', async () => {
    keepWallets(fakePlatform, { MAIN: 500_000, JL: 1_234 });
    await renderTransfer();
    expect(screen.getByTestId('transfer-total').textContent).toBe('₫5,012.34');
    expect(walletShown('MAIN')).toBe('₫5,000');
    expect(walletShown('JL')).toBe('₫12.34');
    expect(walletShown('PG')).toBe('₫0');
  });

  it('shows a loading state, then an error with a retry that loads the wallets', async () => {
    fakePlatform.answer(calls.wallet.balance, delayed(60_000, memberWalletOf({ MAIN: 0 })));
    const first = await renderWithApp(<TransferScreen />, {
      path: '/m/member/transfer',
      routePath: '/m/member/transfer',
      session: demoMemberSession,
    });
    expect(screen.getByTestId('transfer-loading')).toBeTruthy();
    first.unmount();

    keepWallets(fakePlatform, { MAIN: 100 });
    fakePlatform.answer(calls.wallet.merchantWallets, refuse('request_param_err'));
    await renderWithApp(<TransferScreen />, { path: '/m/member/transfer', routePath: '/m/member/transfer', session: demoMemberSession });
    const error = await screen.findByTestId('transfer-error');
    keepWallets(fakePlatform, { MAIN: 100 });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('transfer-screen')).toBeTruthy();
  });

  it('with no game wallets, says there is nowhere to transfer and shows no form', async () => {
    keepWallets(fakePlatform, { MAIN: 100 }, ['MAIN']);
    await renderTransfer();
    expect(screen.getByTestId('transfer-empty').textContent).toContain('This site has no game wallets to transfer to');
    expect(screen.queryByTestId('transfer-form')).toBeNull();
    expect(screen.queryByTestId('transfer-recall-all')).toBeNull();
  });
});

describe('transfer', () => {
  it('moves a minor-unit-exact amount from main to a game wallet with a transfer id, and every balance follows the answer', async () => {
    keepWallets(fakePlatform, { MAIN: 500_000, JL: 0 });
    await renderTransfer();
    await waitFor(() => expect(screen.getByTestId('probe-balance').textContent).toBe('₫5,000'));
    await userEvent.selectOptions(screen.getByTestId('transfer-to'), 'PG');
    typeAmount('1234.29');
    await userEvent.click(submit());
    await waitFor(() => expect(walletShown('PG')).toBe('₫1,234.29'));
    expect(transfers()).toEqual([
      { transferId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), fromWallet: 'MAIN', toWallet: 'PG', amount: 1234.29 },
    ]);
    expect(walletShown('MAIN')).toBe('₫3,765.71');
    expect(screen.getByRole('status').textContent).toContain('Transfer complete');
    // The answer is the member's wallet: written to the balance query, no second balance call.
    expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(1);
    expect(screen.getByTestId('probe-balance').textContent).toBe('₫5,000');
    expect(amountInput().value).toBe('');
  });

  it('a game wallet sends back to main only', async () => {
    keepWallets(fakePlatform, { MAIN: 0, JL: 2_50 });
    await renderTransfer();
    await userEvent.selectOptions(screen.getByTestId('transfer-from'), 'JL');
    const to = screen.getByTestId('transfer-to') as HTMLSelectElement;
    expect([...to.options].map((option) => option.value)).toEqual(['MAIN']);
    await userEvent.click(screen.getByTestId('transfer-all-amount'));
    expect(amountInput().value).toBe('2.50');
    await userEvent.click(submit());
    await waitFor(() => expect(walletShown('MAIN')).toBe('₫2.50'));
    expect(transfers()[0]).toMatchObject({ fromWallet: 'JL', toWallet: 'MAIN', amount: 2.5 });
  });

  it('refuses more than the source wallet holds, without a call', async () => {
    keepWallets(fakePlatform, { MAIN: 10_00 });
    await renderTransfer();
    typeAmount('10.01');
    expect(screen.getByText('The maximum is 10')).toBeTruthy();
    await userEvent.click(submit());
    expect(transfers()).toEqual([]);
  });

  it('refuses amounts finer than the minor unit with a translated field error, in both languages, without a call', async () => {
    const cases = [
      ['1e-9', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['5e-324', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['100.000000001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
      ['0.001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
      ['0.00', 'The minimum is 0.01', 'Số tiền tối thiểu là 0.01'],
    ] as const;
    for (const language of ['EN', 'TY'] as const) {
      keepWallets(fakePlatform, { MAIN: 500_000 });
      const view = await renderWithApp(<TransferScreen />, {
        path: '/m/member/transfer',
        routePath: '/m/member/transfer',
        session: demoMemberSession,
        language,
      });
      const input = (await screen.findByTestId('transfer-form')).querySelector('input[name="amount"]') as HTMLInputElement;
      for (const [typed, english, vietnamese] of cases) {
        fireEvent.change(input, { target: { value: typed } });
        fireEvent.blur(input);
        const shown = document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
        expect([language, typed, shown]).toEqual([language, typed, language === 'EN' ? english : vietnamese]);
        expect(input.getAttribute('aria-invalid')).toBe('true');
      }
      await userEvent.click(submit());
      expect(transfers()).toEqual([]);
      view.unmount();
    }
  });

  it("puts the platform's field refusal of an amount on the amount", async () => {
    keepWallets(fakePlatform, { MAIN: 10_00 });
    fakePlatform.answer(calls.wallet.transfer, refuse('request_param_err', { value: { field: 'amount' } }));
    await renderTransfer();
    typeAmount('5');
    await userEvent.click(submit());
    await waitFor(() => expect(amountInput().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The request is invalid, please check and try again.')).toBeTruthy();
  });

  it("shows the platform's refusal on the amount", async () => {
    keepWallets(fakePlatform, { MAIN: 10_00 });
    fakePlatform.answer(calls.wallet.transfer, refuse('balance.insufficient'));
    await renderTransfer();
    typeAmount('5');
    await userEvent.click(submit());
    expect(await screen.findByText('Insufficient balance.')).toBeTruthy();
  });

  it('a retry after a network failure is the same transfer (same id); the next transfer after an answer gets a new id', async () => {
    keepWallets(fakePlatform, { MAIN: 100_00, JL: 0 });
    let fail = true;
    const world = { MAIN: 100_00, JL: 0 } as Record<string, number>;
    fakePlatform.answer(calls.wallet.transfer, ({ body }) => {
      if (fail) {
        fail = false;
        return networkFailure();
      }
      const { amount } = body as { amount: number };
      world['MAIN'] = world['MAIN']! - Math.round(amount * 100);
      world['JL'] = world['JL']! + Math.round(amount * 100);
      return memberWalletOf(world);
    });
    await renderTransfer();
    typeAmount('10');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert', { hidden: false }).textContent).toContain('the same transfer will not be made twice'),
    );
    await userEvent.click(submit());
    await waitFor(() => expect(walletShown('JL')).toBe('₫10'));
    typeAmount('1');
    await userEvent.click(submit());
    await waitFor(() => expect(walletShown('JL')).toBe('₫11'));
    const ids = transfers().map((body) => body['transferId']);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('cannot go twice: submit is held while the transfer is under way', async () => {
    keepWallets(fakePlatform, { MAIN: 100_00, JL: 0 });
    let release: () => void = () => undefined;
    fakePlatform.answer(
      calls.wallet.transfer,
      () => new Promise((resolve) => (release = () => resolve(memberWalletOf({ MAIN: 90_00, JL: 10_00 })))),
    );
    await renderTransfer();
    typeAmount('10');
    await userEvent.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    expect((screen.getByTestId('transfer-recall-all') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('transfer-form'));
    await act(async () => release());
    await waitFor(() => expect(walletShown('JL')).toBe('₫10'));
    expect(transfers()).toHaveLength(1);
  });
});

describe('recall all', () => {
  it('moves every game wallet back to main (fromWallet ALL, no amount)', async () => {
    keepWallets(fakePlatform, { MAIN: 1_00, JL: 2_00, PG: 3_33 });
    await renderTransfer();
    await userEvent.click(screen.getByTestId('transfer-recall-all'));
    await waitFor(() => expect(walletShown('MAIN')).toBe('₫6.33'));
    expect(transfers()).toEqual([{ transferId: expect.any(String), fromWallet: 'ALL', toWallet: 'MAIN' }]);
    expect(walletShown('JL')).toBe('₫0');
    expect(walletShown('PG')).toBe('₫0');
    expect(screen.getByRole('status').textContent).toContain('Every game wallet is back in the main wallet');
    expect((screen.getByTestId('transfer-recall-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is held when every game wallet is empty', async () => {
    keepWallets(fakePlatform, { MAIN: 1_00 });
    await renderTransfer();
    expect((screen.getByTestId('transfer-recall-all') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the header balance', () => {
  it('shows the new total after a transfer that changes it', async () => {
    // A transfer answers the whole wallet; whatever total it carries is what the header shows.
    keepWallets(fakePlatform, { MAIN: 100_00, JL: 0 });
    fakePlatform.answer(calls.wallet.transfer, memberWalletOf({ MAIN: 90_00, JL: 9_99 }));
    await renderTransfer();
    await waitFor(() => expect(screen.getByTestId('probe-balance').textContent).toBe('₫100'));
    typeAmount('10');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('probe-balance').textContent).toBe('₫99.99'));
    expect(screen.getByTestId('transfer-total').textContent).toBe('₫99.99');
  });
});
