import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, type BankCards, type Withdrawal, type WithdrawSettings } from '@playdeck/api';
import { useMemberWallet } from '@playdeck/site-data';
import {
  calls,
  delayed,
  demoMemberSession,
  demoWallet,
  fakePlatform,
  networkFailure,
  refuse,
  refuseUnknown,
  renderWithApp,
} from '@playdeck/testing';
import WithdrawScreen from './withdraw-screen';

const ROUTE = '/m/withdraw';
const settings: WithdrawSettings = {
  currency: 'PHP',
  currencySymbol: '₫',
  withdrawable: 1_234.5,
  min: 100,
  max: 50_000,
  dailyCount: 5,
  usedToday: 1,
  hasPaymentPassword: true,
  lockedUntil: null,
};
const cards: BankCards = {
  cards: [
    { id: 7, bankCode: 'DEMO', bankName: 'Demo Bank', maskedNumber: '•••• 4242', payeeName: 'Juan Dela Cruz', createdAt: 0 },
    { id: 9, bankCode: 'CITY', bankName: 'City Bank', maskedNumber: '•••• 1111', payeeName: 'Juan Dela Cruz', createdAt: 0 },
  ],
  banks: [{ code: 'DEMO', name: 'Demo Bank' }],
  realName: 'Juan Dela Cruz',
  maxCards: 5,
  hasPaymentPassword: true,
};
const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  reference: 'W20261123000042',
  amount: 200,
  status: 'PENDING',
  bankName: 'Demo Bank',
  maskedNumber: '•••• 4242',
  createdAt: new Date(2026, 10, 23, 10, 0).getTime(),
  decidedAt: null,
  ...overrides,
});

beforeAll(() => import('@playdeck/api/crypto'));
afterEach(() => vi.useRealTimers());

/** The header's balance in minor units, as the shell reads it (the site-data wallet query). */
function HeaderBalance() {
  const wallet = useMemberWallet();
  return <output data-testid="header-balance">{wallet.data?.sumBalance ?? ''}</output>;
}

async function open(overrides: { settings?: Partial<WithdrawSettings>; cards?: Partial<BankCards>; language?: 'EN' | 'TY' } = {}) {
  fakePlatform.answer(calls.withdraw.settings, { ...settings, ...overrides.settings });
  fakePlatform.answer(calls.bankCard.list, { ...cards, ...overrides.cards });
  const view = await renderWithApp(
    <>
      <HeaderBalance />
      <WithdrawScreen />
    </>,
    { history: [ROUTE], routePath: ROUTE, session: demoMemberSession, language: overrides.language },
  );
  await screen.findByTestId('withdraw-summary');
  return view;
}

const form = () => screen.getByTestId('withdraw-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
const submit = () => screen.getByTestId('withdraw-submit') as HTMLButtonElement;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}
function fill(amount: string, paymentPassword = '135790') {
  type('amount', amount);
  type('paymentPassword', paymentPassword);
}
const sent = () => fakePlatform.requests(calls.withdraw.request);

describe('withdraw: what the member sees first', () => {
  it('shows the withdrawable balance, limits and today count, then the form with the first card chosen', async () => {
    await open();
    const summary = screen.getByTestId('withdraw-summary');
    expect(within(summary).getByTestId('kv-withdrawable').textContent).toContain('₫1,234.50');
    expect(within(summary).getByTestId('kv-limits').textContent).toContain('₫100 – ₫50,000');
    expect(within(summary).getByTestId('kv-daily').textContent).toContain('1 of 5');
    expect(input('bankCardId').value).toBe('7');
    expect([...input('bankCardId').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Demo Bank •••• 4242 · Juan Dela Cruz',
      'City Bank •••• 1111 · Juan Dela Cruz',
    ]);
  });

  it('shows loading, then a failure with a retry that loads the screen', async () => {
    fakePlatform.answer(calls.withdraw.settings, delayed(50, refuseUnknown('system.error', { status: 500 })));
    await renderWithApp(<WithdrawScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect(screen.getByTestId('withdraw-loading').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByTestId('withdraw-error')).toBeTruthy();
    fakePlatform.answer(calls.withdraw.settings, settings);
    await userEvent.click(screen.getByTestId('withdraw-retry'));
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
  });

  it('without a payment password, asks to set one first and links there with the way back', async () => {
    const { location } = await open({ settings: { hasPaymentPassword: false } });
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(screen.getByTestId('set-payment-password-first').textContent).toContain('Set a payment password before your first withdrawal.');
    await userEvent.click(screen.getByTestId('set-payment-password-link'));
    expect(`${location().pathname}${location().search}`).toBe('/m/member/paymentPassword?redirect=%2Fm%2Fwithdraw');
  });

  it('without a card, asks to add one and links there with the way back', async () => {
    const { location } = await open({ cards: { cards: [] } });
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    await userEvent.click(screen.getByTestId('add-card-link'));
    expect(`${location().pathname}${location().search}`).toBe('/m/member/bankCard?redirect=%2Fm%2Fwithdraw');
  });
});

describe('withdraw: the request', () => {
  it('sends the exact amount encrypted with a request id, shows the pending result and lowers the header balance', async () => {
    fakePlatform.answer(calls.withdraw.request, ({ body }) => withdrawal({ amount: body.amount }));
    await open({ settings: { min: 0.01 } });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('123450'));
    fakePlatform.answer(calls.wallet.balance, { ...demoWallet, sumBalance: 1_234.21 });
    fireEvent.change(input('bankCardId'), { target: { value: '9' } });
    fill('0.29');
    await userEvent.click(submit());

    const result = await screen.findByTestId('withdraw-result');
    const [request] = sent();
    expect(request!.body).toEqual({
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      bankCardId: 9,
      amount: 0.29,
      paymentPassword: '135790',
    });
    expect(contract.withdraw.request.bodyEncoding).toBe('encrypted');
    expect(request!.headers.get('X-Digest')).toBeTruthy();
    expect(within(result).getByTestId('kv-reference').textContent).toContain('W20261123000042');
    expect(within(result).getByTestId('kv-amount').textContent).toContain('₫0.29');
    expect(within(result).getByTestId('kv-status').textContent).toContain('Process');
    expect(result.textContent).toContain('₫0.29 is held from your balance');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('123421'));
  });

  it('"All" fills the withdrawable balance', async () => {
    await open();
    await userEvent.click(screen.getByTestId('withdraw-all'));
    expect(input('amount').value).toBe('1234.50');
    type('paymentPassword', '135790');
    await userEvent.click(submit());
    await screen.findByTestId('withdraw-result');
    expect(sent()[0]!.body.amount).toBe(1234.5);
  });

  it.each([
    ['99.99', 'The minimum withdrawal is 100'],
    ['1234.51', 'You can withdraw at most 1234.50'],
    ['100.001', 'At most 2 decimal places'],
  ])('refuses %s without calling: %s', async (amount, message) => {
    await open();
    fill(amount);
    expect(errorOf('amount')).toBe(message);
    fireEvent.submit(form());
    await waitFor(() => expect(document.activeElement).toBe(input('amount')));
    expect(sent()).toEqual([]);
  });

  it('refuses amounts finer than the minor unit with a translated field error, in both languages, without calling', async () => {
    const cases = [
      ['1e-9', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['5e-324', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['100.000000001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
      ['0.001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
    ] as const;
    for (const language of ['EN', 'TY'] as const) {
      const view = await open({ language });
      for (const [typed, english, vietnamese] of cases) {
        fill(typed);
        expect([language, typed, errorOf('amount')]).toEqual([language, typed, language === 'EN' ? english : vietnamese]);
      }
      fireEvent.submit(form());
      await waitFor(() => expect(document.activeElement).toBe(input('amount')));
      view.unmount();
    }
    expect(sent()).toEqual([]);
  });

  it('refuses more than the maximum per withdrawal', async () => {
    await open({ settings: { withdrawable: 90_000 } });
    fill('50000.01');
    expect(errorOf('amount')).toBe('The maximum withdrawal is 50000');
  });

  it('when today count is used up, says so and keeps the button disabled', async () => {
    await open({ settings: { usedToday: 5 } });
    expect(screen.getByTestId('withdraw-used-up').textContent).toBe(
      'You have used all 5 withdrawals for today. Please try again tomorrow.',
    );
    fill('200');
    expect(submit().disabled).toBe(true);
    fireEvent.submit(form());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent()).toEqual([]);
  });

  it('sends once on a double click, with the button busy while the request is out', async () => {
    fakePlatform.answer(calls.withdraw.request, delayed(200, withdrawal()));
    await open();
    fill('200');
    await userEvent.dblClick(submit());
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBe('true'));
    await userEvent.click(submit());
    await screen.findByTestId('withdraw-result');
    expect(sent()).toHaveLength(1);
  });

  it('sends the same request id again after a network failure, and a new one after an answer', async () => {
    fakePlatform.answer(calls.withdraw.request, networkFailure());
    await open();
    fill('200');
    await userEvent.click(submit());
    await screen.findByTestId('withdraw-error');
    await userEvent.click(submit());
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]!.body.requestId).toBe(sent()[0]!.body.requestId);

    fakePlatform.answer(calls.withdraw.request, refuse('balance.insufficient'));
    await waitFor(() => expect(submit().getAttribute('aria-busy')).toBeNull());
    await userEvent.click(submit());
    await waitFor(() => expect(errorOf('amount')).toBe('Insufficient balance.'));
    expect(sent()[2]!.body.requestId).toBe(sent()[0]!.body.requestId);

    fakePlatform.answer(calls.withdraw.request, withdrawal());
    type('amount', '201');
    await userEvent.click(submit());
    await screen.findByTestId('withdraw-result');
    expect(sent()[3]!.body.requestId).not.toBe(sent()[0]!.body.requestId);
  });
});

describe('withdraw: refusals', () => {
  it('a wrong payment password says how many tries are left', async () => {
    fakePlatform.answer(calls.withdraw.request, refuse('payment.password.wrong', { value: { attemptsLeft: 2 } }));
    await open();
    fill('200');
    await userEvent.click(submit());
    await waitFor(() => expect(errorOf('paymentPassword')).toBe('The payment password is incorrect. Attempts left: 2'));
  });

  it.each([
    ['withdraw.amount.below.min', 'amount', 'The amount is below the minimum withdrawal.'],
    ['withdraw.amount.above.max', 'amount', 'The amount is above the maximum withdrawal.'],
    ['bankcard.not.found', 'bankCardId', 'The bank card was not found.'],
  ] as const)('%s shows on its field', async (code, field, message) => {
    fakePlatform.answer(calls.withdraw.request, refuse(code));
    await open();
    fill('200');
    await userEvent.click(submit());
    await waitFor(() => expect(errorOf(field)).toBe(message));
  });

  it('the daily count refused by the platform shows for the form', async () => {
    fakePlatform.answer(calls.withdraw.request, refuse('withdraw.daily.count.exceeded'));
    await open();
    fill('200');
    await userEvent.click(submit());
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe("You have reached today's number of withdrawals.");
  });

  it('a lock in the answer disables the form and says when it ends', async () => {
    const until = new Date(2099, 0, 2, 3, 4).getTime();
    fakePlatform.answer(calls.withdraw.request, refuse('payment.password.locked', { value: { lockedUntil: until } }));
    await open();
    fill('200');
    await userEvent.click(submit());
    const notice = await screen.findByTestId('withdraw-locked');
    expect(notice.textContent).toBe('Too many wrong payment passwords: withdrawals are locked until 2099/01/02 03:04.');
    expect(input('amount').closest('fieldset')!.disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    expect(errorOf('paymentPassword')).toBeUndefined();
  });

  it('a lock without its end says so on the payment password', async () => {
    fakePlatform.answer(calls.withdraw.request, refuse('payment.password.locked'));
    await open();
    fill('200');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(errorOf('paymentPassword')).toBe(
        'Too many wrong payment passwords: withdrawals are locked for a while, please try again later.',
      ),
    );
  });
});

describe('withdraw: locked by the settings', () => {
  it('shows when it unlocks with the form disabled, and opens the form once the time has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = Date.now() + 60_000;
    await open({ settings: { lockedUntil: until } });
    expect(screen.getByTestId('withdraw-locked').textContent).toContain('locked until');
    expect(input('paymentPassword').closest('fieldset')!.disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.queryByTestId('withdraw-locked')).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});

describe('withdraw: history', () => {
  it('lists the withdrawals with their state, a page at a time', async () => {
    fakePlatform.answer(calls.withdraw.history, ({ query }) =>
      query.pageNo === 2
        ? { list: [withdrawal({ reference: 'W3', status: 'REJECTED', amount: 50 })], pageNum: 2, totalPages: 2 }
        : {
            list: [withdrawal({ reference: 'W1' }), withdrawal({ reference: 'W2', status: 'APPROVED', amount: 1_000.5 })],
            pageNum: 1,
            totalPages: 2,
          },
    );
    await open();
    const history = screen.getByTestId('withdraw-history');
    const items = await within(history).findAllByTestId('withdraw-history-item');
    expect(items.map((item) => item.querySelector('[data-state]')!.textContent)).toEqual(['Process', 'Issued']);
    expect(items[1]!.textContent).toContain('₫1,000.50');
    await userEvent.click(within(history).getByTestId('withdraw-history-next'));
    await waitFor(() => expect(within(history).getAllByTestId('withdraw-history-item')[0]!.textContent).toContain('W3'));
    expect(within(history).getByText('Rejected')).toBeTruthy();
    expect(fakePlatform.requests(calls.withdraw.history).map((request) => request.query.pageNo)).toEqual([1, 2]);
  });

  it('says when there is none', async () => {
    fakePlatform.answer(calls.withdraw.history, { list: [], pageNum: 1, totalPages: 0 });
    await open();
    expect((await screen.findByTestId('withdraw-history-empty')).textContent).toContain('No withdrawals yet');
  });
});
