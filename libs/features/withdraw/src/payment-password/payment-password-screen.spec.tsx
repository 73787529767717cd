import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type BankCards } from '@playdeck/api';
import { calls, demoMemberSession, fakePlatform, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import PaymentPasswordScreen from './payment-password-screen';

const ROUTE = '/m/member/paymentPassword';
const cardsWithout: BankCards = {
  cards: [],
  banks: [{ code: 'DEMO', name: 'Demo Bank' }],
  realName: null,
  maxCards: 5,
  hasPaymentPassword: false,
};
const cardsWith: BankCards = { ...cardsWithout, hasPaymentPassword: true };

// crypto-js loads with the first encrypted body.
beforeAll(() => import('@playdeck/api/crypto'));

const input = (name: string) => screen.getByTestId('payment-password-form').querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function type(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

async function open(cards: BankCards, path = `${ROUTE}?redirect=%2Fm%2Fmember%2FbankCard`) {
  fakePlatform.answer(calls.bankCard.list, cards);
  const view = await renderWithApp(<PaymentPasswordScreen />, { history: [path], routePath: ROUTE, session: demoMemberSession });
  await screen.findByTestId('payment-password-form');
  return view;
}

describe('payment password: the first one', () => {
  it('asks for the login password, sends the encrypted body and returns to the page that sent the member', async () => {
    const { location } = await open(cardsWithout);
    expect(screen.getByText('Set a payment password')).toBeTruthy();
    expect(input('oldPaymentPassword')).toBeNull();
    type('loginPassword', 'Demo1234');
    type('newPaymentPassword', '246810');
    type('confirmPaymentPassword', '246810');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(location().pathname).toBe('/m/member/bankCard'));
    const [sent] = fakePlatform.requests(calls.paymentPassword.set);
    expect(sent).toEqual({ body: { loginPassword: 'Demo1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' } });
    // On the wire the body was encrypted: the fake read it from the DES envelope with its RSA key.
    expect(contract.paymentPassword.set.bodyEncoding).toBe('encrypted');
    expect(sent!.headers.get('X-Digest')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Payment password saved');
  });

  it('checks 6 digits and the confirmation before calling', async () => {
    await open(cardsWithout);
    type('loginPassword', '');
    expect(errorOf('loginPassword')).toBe('Please enter your login password');
    type('newPaymentPassword', '12345a');
    expect(errorOf('newPaymentPassword')).toBe('The payment password is 6 digits');
    type('newPaymentPassword', '123456');
    type('confirmPaymentPassword', '123465');
    expect(errorOf('confirmPaymentPassword')).toBe('The two payment passwords differ');
    fireEvent.submit(screen.getByTestId('payment-password-form'));
    await waitFor(() => expect(errorOf('loginPassword')).toBe('Please enter your login password'));
    expect(fakePlatform.requests(calls.paymentPassword.set)).toEqual([]);
  });

  it('shows a wrong login password on its field and stays', async () => {
    fakePlatform.answer(calls.paymentPassword.set, refuse('user.or.password.wrong'));
    const { location } = await open(cardsWithout);
    type('loginPassword', 'Wrong123');
    type('newPaymentPassword', '246810');
    type('confirmPaymentPassword', '246810');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(errorOf('loginPassword')).toBe('The login password is incorrect.'));
    expect(location().pathname).toBe(ROUTE);
  });
});

describe('payment password: changing it', () => {
  it('asks for the current payment password instead of the login password', async () => {
    await open(cardsWith);
    expect(input('loginPassword')).toBeNull();
    type('oldPaymentPassword', '111111');
    type('newPaymentPassword', '222222');
    type('confirmPaymentPassword', '222222');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(fakePlatform.requests(calls.paymentPassword.set)).toHaveLength(1));
    expect(fakePlatform.requests(calls.paymentPassword.set)[0]!.body).toEqual({
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
  });

  it('refuses a new one equal to the current one without calling', async () => {
    await open(cardsWith);
    type('oldPaymentPassword', '111111');
    type('newPaymentPassword', '111111');
    expect(errorOf('newPaymentPassword')).toBe('New password cannot equal the old one.');
  });

  it.each([
    ['payment.password.wrong', { attemptsLeft: 2 }, 'oldPaymentPassword', 'The payment password is incorrect. Attempts left: 2'],
    ['payment.password.wrong', undefined, 'oldPaymentPassword', 'The payment password is incorrect.'],
    ['modify.new.old.same', undefined, 'newPaymentPassword', 'New password cannot equal the old one.'],
  ] as const)('maps %s onto its field', async (code, value, field, message) => {
    fakePlatform.answer(calls.paymentPassword.set, refuse(code, { value }));
    await open(cardsWith);
    type('oldPaymentPassword', '111111');
    type('newPaymentPassword', '222222');
    type('confirmPaymentPassword', '222222');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(errorOf(field)).toBe(message));
  });

  it('says when a lock ends', async () => {
    const until = new Date(2026, 10, 23, 21, 30).getTime();
    fakePlatform.answer(calls.paymentPassword.set, refuse('payment.password.locked', { value: { lockedUntil: until } }));
    await open(cardsWith);
    type('oldPaymentPassword', '111111');
    type('newPaymentPassword', '222222');
    type('confirmPaymentPassword', '222222');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() =>
      expect(errorOf('oldPaymentPassword')).toBe('Too many wrong payment passwords: withdrawals are locked until 2026/11/23 21:30.'),
    );
  });
});

describe('payment password: where it returns', () => {
  it('goes to withdraw when the redirect would leave the app', async () => {
    const { location } = await open(cardsWithout, `${ROUTE}?redirect=https%3A%2F%2Fevil.example%2Fm%2Fwithdraw`);
    type('loginPassword', 'Demo1234');
    type('newPaymentPassword', '246810');
    type('confirmPaymentPassword', '246810');
    await userEvent.click(screen.getByTestId('payment-password-submit'));
    await waitFor(() => expect(location().pathname).toBe('/m/withdraw'));
  });
});

describe('payment password: loading', () => {
  it('shows the failure with a retry that loads the form', async () => {
    fakePlatform.answer(calls.bankCard.list, refuseUnknown('system.error', { status: 500 }));
    await renderWithApp(<PaymentPasswordScreen />, { history: [ROUTE], routePath: ROUTE, session: demoMemberSession });
    await screen.findByTestId('payment-password-error');
    fakePlatform.answer(calls.bankCard.list, cardsWithout);
    await userEvent.click(screen.getByTestId('payment-password-retry'));
    expect(await screen.findByTestId('payment-password-form')).toBeTruthy();
  });
});
