import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type BankCards } from '@playdeck/api';
import { calls, demoMemberSession, fakePlatform, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import PaymentPasswordScreen from '../payment-password/payment-password-screen';
import BankCardsScreen from './bank-cards-screen';

const ROUTE = '/m/member/bankCard';
const banks = [
  { code: 'DEMO', name: 'Demo Bank' },
  { code: 'CITY', name: 'City Savings Bank' },
];
const card = (id: number, last4: string) => ({
  id,
  bankCode: 'DEMO',
  bankName: 'Demo Bank',
  maskedNumber: `•••• ${last4}`,
  payeeName: 'Juan Dela Cruz',
  createdAt: Date.UTC(2026, 10, 22),
});
const withCard: BankCards = { cards: [card(1, '4242')], banks, realName: 'Juan Dela Cruz', maxCards: 3, hasPaymentPassword: true };
const noCards: BankCards = { cards: [], banks, realName: null, maxCards: 3, hasPaymentPassword: true };

beforeAll(() => import('@playdeck/api/crypto'));

const form = () => screen.getByTestId('add-bank-card-form');
const input = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

async function open(cards: BankCards, history = [ROUTE]) {
  fakePlatform.answer(calls.bankCard.list, cards);
  const view = await renderWithApp(<BankCardsScreen />, { history, routePath: ROUTE, session: demoMemberSession });
  await screen.findByText(/My bank cards/);
  return view;
}

function fillValidCard(number = '4111 1111 1111 1111') {
  type('bankCode', 'CITY');
  type('cardNumber', number);
  type('paymentPassword', '135790');
}

describe('bank cards: the list', () => {
  it('shows each card with bank, masked number and payee', async () => {
    await open({ ...withCard, cards: [card(1, '4242'), card(2, '1111')] });
    const items = screen.getAllByTestId('bank-card');
    expect(items.map((item) => item.textContent)).toEqual([
      'Demo Bank•••• 4242Payee: Juan Dela Cruz',
      'Demo Bank•••• 1111Payee: Juan Dela Cruz',
    ]);
    expect(screen.getByText('My bank cards (2/3)')).toBeTruthy();
  });

  it('says when there is no card yet', async () => {
    await open(noCards);
    expect(screen.getByTestId('bank-cards-empty').textContent).toContain('No bank cards yet');
  });

  it('shows a load failure with a retry', async () => {
    fakePlatform.answer(calls.bankCard.list, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<BankCardsScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    expect(await screen.findByTestId('bank-cards-error')).toBeTruthy();
    fakePlatform.answer(calls.bankCard.list, withCard);
    await userEvent.click(screen.getByTestId('bank-cards-retry'));
    expect(await screen.findByTestId('bank-card-list')).toBeTruthy();
  });

  it('hides the add form at the maximum number of cards, with a message', async () => {
    await open({ ...withCard, maxCards: 1 });
    expect(screen.queryByTestId('add-bank-card-form')).toBeNull();
    expect(screen.getByTestId('bank-card-limit').textContent).toBe('You have added the maximum of 1 bank cards.');
  });
});

describe('bank cards: adding one', () => {
  it('sends bank, card number without spaces, real name and payment password encrypted, then lists the new card', async () => {
    const added: BankCards = {
      ...withCard,
      cards: [card(1, '4242'), { ...card(2, '1111'), bankCode: 'CITY', bankName: 'City Savings Bank' }],
    };
    fakePlatform.answer(calls.bankCard.add, added);
    await open(withCard);
    // The real name is set: the payee is it, prefilled and read-only.
    expect(input('payeeName').value).toBe('Juan Dela Cruz');
    expect(input('payeeName').readOnly).toBe(true);
    fillValidCard();
    await userEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(screen.getAllByTestId('bank-card')).toHaveLength(2));
    const [sent] = fakePlatform.requests(calls.bankCard.add);
    expect(sent).toEqual({
      body: { bankCode: 'CITY', cardNumber: '4111111111111111', payeeName: 'Juan Dela Cruz', paymentPassword: '135790' },
    });
    expect(contract.bankCard.add.bodyEncoding).toBe('encrypted');
    expect(sent!.headers.get('X-Digest')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Bank card added');
    expect(input('cardNumber').value).toBe('');
  });

  it('refuses a card number failing the Luhn check without calling', async () => {
    await open(withCard);
    fillValidCard('4111 1111 1111 1112');
    expect(errorOf('cardNumber')).toBe('This card number is not valid: please check it');
    fireEvent.submit(form());
    await waitFor(() => expect(document.activeElement).toBe(input('cardNumber')));
    expect(fakePlatform.requests(calls.bankCard.add)).toEqual([]);
  });

  it('refuses letters and a wrong length', async () => {
    await open(withCard);
    type('cardNumber', '4111-1111-1111-1111');
    expect(errorOf('cardNumber')).toBe('The card number may contain digits only');
    type('cardNumber', '41111111111');
    expect(errorOf('cardNumber')).toBe('The card number has 12 to 19 digits');
    type('bankCode', '');
    expect(errorOf('bankCode')).toBe('Please choose a bank');
  });

  it('without a real name yet, the payee typed becomes it (the hint says so) and is sent as typed', async () => {
    await open(noCards);
    expect(input('payeeName').readOnly).toBe(false);
    expect(form().textContent).toContain("it becomes your account's real name");
    fillValidCard();
    type('payeeName', '  Maria Santos ');
    await userEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(fakePlatform.requests(calls.bankCard.add)).toHaveLength(1));
    expect(fakePlatform.requests(calls.bankCard.add)[0]!.body.payeeName).toBe('Maria Santos');
  });

  it('shows the payee mismatch refusal on the payee with the real name', async () => {
    fakePlatform.answer(calls.bankCard.add, refuse('bankcard.payee.mismatch'));
    await open(withCard);
    fillValidCard();
    await userEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(errorOf('payeeName')).toBe('The payee must be your real name: Juan Dela Cruz'));
  });

  it.each([
    ['bankcard.number.invalid', undefined, 'cardNumber', 'Please enter a valid card number.'],
    ['bankcard.duplicate', undefined, 'cardNumber', 'This card has already been added.'],
    ['payment.password.wrong', { attemptsLeft: 3 }, 'paymentPassword', 'The payment password is incorrect. Attempts left: 3'],
  ] as const)('maps %s onto its field', async (code, value, field, message) => {
    fakePlatform.answer(calls.bankCard.add, refuse(code, { value }));
    await open(withCard);
    fillValidCard();
    await userEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(errorOf(field)).toBe(message));
  });

  it('shows the card limit refusal for the whole form', async () => {
    fakePlatform.answer(calls.bankCard.add, refuse('bankcard.limit'));
    await open(withCard);
    fillValidCard();
    await userEvent.click(screen.getByTestId('add-card-submit'));
    expect((await screen.findByTestId('add-card-error')).textContent).toBe('You cannot add more bank cards.');
  });

  it('goes on to the page that sent the member once the card is added', async () => {
    const { location } = await open(noCards, [`${ROUTE}?redirect=%2Fm%2Fwithdraw`]);
    fillValidCard();
    type('payeeName', 'Maria Santos');
    await userEvent.click(screen.getByTestId('add-card-submit'));
    await waitFor(() => expect(location().pathname).toBe('/m/withdraw'));
  });
});

describe('bank cards without a payment password', () => {
  it('sends the member to set one first, then brings them back to add the card', async () => {
    let hasPaymentPassword = false;
    fakePlatform.answer(calls.bankCard.list, () => ({ ...noCards, hasPaymentPassword }));
    fakePlatform.answer(calls.paymentPassword.set, () => {
      hasPaymentPassword = true;
      return null;
    });
    const { location } = await renderWithApp(<BankCardsScreen />, {
      history: [`${ROUTE}?redirect=%2Fm%2Fwithdraw`],
      routePath: ROUTE,
      routes: { '/m/member/paymentPassword': <PaymentPasswordScreen /> },
      session: demoMemberSession,
    });
    const prompt = await screen.findByTestId('set-payment-password-first');
    expect(prompt.textContent).toContain('Set a payment password before adding a bank card.');
    expect(screen.queryByTestId('add-bank-card-form')).toBeNull();
    await userEvent.click(within(prompt).getByRole('button'));
    expect(location().pathname).toBe('/m/member/paymentPassword');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/m/member/bankCard?redirect=%2Fm%2Fwithdraw');

    const passwordForm = await screen.findByTestId('payment-password-form');
    const field = (name: string) => passwordForm.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(field('loginPassword'), { target: { value: 'Demo1234' } });
    fireEvent.change(field('newPaymentPassword'), { target: { value: '246810' } });
    fireEvent.change(field('confirmPaymentPassword'), { target: { value: '246810' } });
    await userEvent.click(screen.getByTestId('payment-password-submit'));

    await waitFor(() => expect(location().pathname).toBe(ROUTE));
    expect(location().search).toBe('?redirect=%2Fm%2Fwithdraw');
    expect(await screen.findByTestId('add-bank-card-form')).toBeTruthy();
    expect(screen.queryByTestId('set-payment-password-first')).toBeNull();
  });
});
