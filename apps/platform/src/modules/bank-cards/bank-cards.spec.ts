import { beforeEach, describe, expect, it } from 'vitest';
import { contract, passesLuhn } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { bankCards, memberRegistrations } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';
import { addCard, cardNumber, PAYMENT_PASSWORD, setFirstPaymentPassword } from '../payment-password/testing/money-member';

describe('bank cards', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    token = (await signIn(platform)).token;
  });

  const list = (as = token) => callPlatform(platform, contract.bankCard.list, { token: as });

  it("lists the merchant's banks, no cards and no real name at first", async () => {
    expect(valueOf(await list())).toEqual({
      cards: [],
      banks: expect.arrayContaining([{ code: 'VCB', name: 'Vietcombank' }]),
      realName: null,
      maxCards: 5,
      hasPaymentPassword: false,
    });
  });

  it('adds a card answering only its last 4 digits; the first payee becomes the real name', async () => {
    await setFirstPaymentPassword(platform, token);
    const number = cardNumber('970436001234567');
    const cards = valueOf(await addCard(platform, token, { cardNumber: number, payeeName: '  Nguyen   Van A ' }));
    expect(cards.realName).toBe('Nguyen Van A');
    expect(cards.cards).toEqual([
      {
        id: expect.any(Number),
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        maskedNumber: `•••• ${number.slice(-4)}`,
        payeeName: 'Nguyen Van A',
        createdAt: platform.clock.now.getTime(),
      },
    ]);
    const stored = await platform.services.db.select().from(bankCards);
    expect(JSON.stringify(stored)).not.toContain(number);
    expect(JSON.stringify(valueOf(await list()))).not.toContain(number.slice(0, 8));
    // Case and spacing aside, later cards must name the same payee.
    valueOf(await addCard(platform, token, { bankCode: 'TCB', cardNumber: cardNumber('411111111111111'), payeeName: 'NGUYEN VAN  a' }));
    expect(errorOf(await addCard(platform, token, { cardNumber: cardNumber('520000000000000'), payeeName: 'Tran Thi B' }))).toMatchObject({
      errorCode: 'bankcard.payee.mismatch',
      value: { field: 'payeeName' },
    });
    expect(valueOf(await list()).cards.map((card) => card.bankCode)).toEqual(['VCB', 'TCB']);
  });

  it('takes the real name given at registration', async () => {
    const { memberId } = await signIn(platform);
    await platform.services.db.insert(memberRegistrations).values({
      memberId,
      registerMethod: 'H5',
      loginDeviceId: 'device-1',
      payeeName: 'Le Thi C',
      createdAt: platform.clock.now,
    });
    await setFirstPaymentPassword(platform, token);
    expect(valueOf(await list()).realName).toBe('Le Thi C');
    expect(errorOf(await addCard(platform, token, { payeeName: 'Nguyen Van A' })).errorCode).toBe('bankcard.payee.mismatch');
    valueOf(await addCard(platform, token, { payeeName: 'le thi c' }));
  });

  it('refuses invalid numbers, duplicates, a sixth card and unknown banks', async () => {
    await setFirstPaymentPassword(platform, token);
    const bad = cardNumber('970436001234567').replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
    expect(passesLuhn(bad)).toBe(false);
    expect(errorOf(await addCard(platform, token, { cardNumber: bad })).errorCode).toBe('bankcard.number.invalid');
    expect(errorOf(await addCard(platform, token, { cardNumber: '12345' })).errorCode).toBe('request_param_err');
    expect(errorOf(await addCard(platform, token, { cardNumber: '4111-1111-1111-1111' })).errorCode).toBe('request_param_err');
    expect(errorOf(await addCard(platform, token, { bankCode: 'NOPE' })).value).toEqual({ field: 'bankCode' });
    const numbers = ['411111111111111', '520000000000000', '970436001234567', '970415000000001', '601100000000000'].map(cardNumber);
    for (const number of numbers) valueOf(await addCard(platform, token, { cardNumber: number }));
    expect(errorOf(await addCard(platform, token, { cardNumber: numbers[0] })).errorCode).toBe('bankcard.duplicate');
    expect(errorOf(await addCard(platform, token, { cardNumber: cardNumber('30000000000000') })).errorCode).toBe('bankcard.limit');
    expect(valueOf(await list()).cards).toHaveLength(5);
  });

  it('refuses a card already bound to another member of the merchant', async () => {
    const other = (await signIn(platform, 'agent01')).token;
    await setFirstPaymentPassword(platform, token);
    await setFirstPaymentPassword(platform, other);
    valueOf(await addCard(platform, token));
    expect(errorOf(await addCard(platform, other)).errorCode).toBe('bankcard.duplicate');
  });

  it('needs the payment password', async () => {
    expect(errorOf(await addCard(platform, token)).errorCode).toBe('payment.password.required');
    await setFirstPaymentPassword(platform, token);
    expect(errorOf(await addCard(platform, token, { paymentPassword: '999999' }))).toMatchObject({
      errorCode: 'payment.password.wrong',
      value: { attemptsLeft: 4 },
    });
    expect(valueOf(await addCard(platform, token, { paymentPassword: PAYMENT_PASSWORD })).cards).toHaveLength(1);
  });

  it('shows each member only their own cards', async () => {
    await setFirstPaymentPassword(platform, token);
    valueOf(await addCard(platform, token));
    const other = (await signIn(platform, 'agent01')).token;
    expect(valueOf(await list(other)).cards).toEqual([]);
    expect(await platform.services.db.$count(bankCards, eq(bankCards.last4, cardNumber('970436001234567').slice(-4)))).toBe(1);
  });
});
