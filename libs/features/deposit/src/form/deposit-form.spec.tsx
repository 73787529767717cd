import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, demoMemberSession, fakePlatform, networkFailure, refuse, renderWithApp } from '@playdeck/testing';
import { DepositScreen } from '../screen/deposit-screen';
import { bankChannel, centsChannel, channelsAnswer, deposit } from '../testing/deposit-fixtures';
import { amountInput, amountMessage, chooseChannel, quickChip, submitButton, typeAmount } from '../testing/deposit-screen-driver';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

async function renderDeposit(template: 'new' | 'base' = 'base') {
  const view = await renderWithApp(<DepositScreen template={template} />, { path: '/m/voucherCenter', session: demoMemberSession });
  await screen.findByTestId('deposit-form');
  return view;
}

const sentBodies = () => fakePlatform.requests(calls.deposit.request).map((request) => request.body);

describe('deposit form: the amount', () => {
  it('refuses an amount below the channel minimum with the translated message', async () => {
    await renderDeposit();
    typeAmount('99.99');
    expect(amountMessage()).toBe('The minimum is 100');
    fireEvent.click(submitButton());
    await waitFor(() => expect(amountMessage()).toBe('The minimum is 100'));
    expect(sentBodies()).toEqual([]);
  });

  it('refuses amounts finer than the minor unit with a translated field error, in both languages, without a call', async () => {
    const cases = [
      ['1e-9', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['5e-324', 'Please enter a valid amount', 'Vui lòng nhập số tiền hợp lệ'],
      ['100.000000001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
      ['0.001', 'At most 2 decimal places', 'Tối đa 2 chữ số thập phân'],
    ] as const;
    for (const language of ['EN', 'TY'] as const) {
      const view = await renderWithApp(<DepositScreen template="base" />, {
        path: '/m/voucherCenter',
        session: demoMemberSession,
        language,
      });
      await screen.findByTestId('deposit-form');
      for (const [typed, english, vietnamese] of cases) {
        typeAmount(typed);
        expect([language, typed, amountMessage()]).toEqual([language, typed, language === 'EN' ? english : vietnamese]);
      }
      fireEvent.click(submitButton());
      await waitFor(() => expect(amountInput().getAttribute('aria-invalid')).toBe('true'));
      view.unmount();
    }
    expect(sentBodies()).toEqual([]);
  });

  it('refuses an amount above the channel maximum, and the limits follow the chosen channel', async () => {
    await renderDeposit();
    typeAmount('50000.01');
    expect(amountMessage()).toBe('The maximum is 50000');
    await chooseChannel('ewallet-1');
    typeAmount('20000.01');
    expect(amountMessage()).toBe('The maximum is 20000');
    typeAmount('20000');
    expect(amountMessage()).toBeNull();
  });

  it('shows the limits of the channel beside the field', async () => {
    await renderDeposit();
    expect(screen.getByText('Min ₫100 – Max ₫50,000', { selector: 'p' })).toBeTruthy();
  });

  it('fills the field from a quick-amount chip and marks the chip', async () => {
    await renderDeposit();
    typeAmount('5');
    expect(amountMessage()).toBe('The minimum is 100');
    fireEvent.click(quickChip('₫500'));
    expect(amountInput().value).toBe('500');
    expect(amountMessage()).toBeNull();
    expect(quickChip('₫500').getAttribute('aria-pressed')).toBe('true');
    expect(quickChip('₫100').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('deposit form: the request', () => {
  it.each([
    ['0.29', 0.29],
    ['1234.56', 1234.56],
    ['10', 10],
  ])('sends %s as exactly %s with a request id', async (typed, wire) => {
    fakePlatform.answer(calls.deposit.channels, channelsAnswer([centsChannel]));
    await renderDeposit();
    typeAmount(typed);
    fireEvent.click(submitButton());
    await screen.findByTestId('pending-deposit');
    const [body] = sentBodies();
    expect(body).toEqual({ requestId: expect.stringMatching(REQUEST_ID), channelId: 'cents-1', amount: wire });
  });

  it('sends the chosen channel and the quick amount', async () => {
    await renderDeposit();
    await chooseChannel('ewallet-1');
    fireEvent.click(quickChip('₫200'));
    fireEvent.click(submitButton());
    await screen.findByTestId('pending-deposit');
    expect(sentBodies()).toEqual([{ requestId: expect.stringMatching(REQUEST_ID), channelId: 'ewallet-1', amount: 200 }]);
  });

  it('retries an unanswered request with the same request id, and a new request gets a new one', async () => {
    fakePlatform.answer(calls.deposit.request, networkFailure());
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    expect(await screen.findByTestId('deposit-form-error')).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fakePlatform.answer(calls.deposit.request, deposit());
    fireEvent.click(submitButton());
    await screen.findByTestId('pending-deposit');
    fireEvent.click(screen.getByTestId('deposit-another'));
    typeAmount('500');
    fireEvent.click(await screen.findByTestId('deposit-submit'));
    await waitFor(() => expect(sentBodies()).toHaveLength(3));
    const [first, retry, next] = sentBodies();
    expect(retry.requestId).toBe(first.requestId);
    expect(next.requestId).not.toBe(first.requestId);
  });

  it('a different amount after an unanswered request is a new request', async () => {
    fakePlatform.answer(calls.deposit.request, networkFailure());
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    await screen.findByTestId('deposit-form-error');
    typeAmount('600');
    fireEvent.click(submitButton());
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    const [first, second] = sentBodies();
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('after a refusal the next submission is a new request', async () => {
    fakePlatform.answer(calls.deposit.request, refuse('deposit.pending.limit'));
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    await screen.findByTestId('deposit-form-error');
    fireEvent.click(submitButton());
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    const [first, second] = sentBodies();
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('sends one request for a double tap, with the button disabled until the answer', async () => {
    let answer: (value: ReturnType<typeof deposit>) => void = () => undefined;
    fakePlatform.answer(calls.deposit.request, () => new Promise((resolve) => (answer = resolve)));
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    await act(async () => answer(deposit()));
    await screen.findByTestId('pending-deposit');
    expect(sentBodies()).toHaveLength(1);
  });
});

describe('deposit form: refusals', () => {
  it.each([
    ['deposit.channel.unavailable', 'This deposit channel is not available now.'],
    ['deposit.pending.limit', 'You have too many pending deposits: please pay or wait for them first.'],
    ['trial.forbidden', 'Please login an actual account to use this function'],
  ] as const)('shows %s as the catalogue message', async (code, message) => {
    fakePlatform.answer(calls.deposit.request, refuse(code));
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('deposit-form-error')).textContent).toBe(message);
    expect(screen.queryByTestId('pending-deposit')).toBeNull();
  });

  it('puts an out-of-range refusal on the amount field', async () => {
    fakePlatform.answer(calls.deposit.request, refuse('deposit.amount.out.of.range'));
    await renderDeposit();
    typeAmount('500');
    fireEvent.click(submitButton());
    await waitFor(() => expect(amountMessage()).toBe("The amount is outside this channel's minimum and maximum."));
    expect(screen.queryByTestId('deposit-form-error')).toBeNull();
  });

  it('says so in Vietnamese', async () => {
    fakePlatform.answer(calls.deposit.request, refuse('deposit.channel.unavailable'));
    await renderWithApp(<DepositScreen template="new" />, { path: '/m/voucherCenter', session: demoMemberSession, language: 'TY' });
    await screen.findByTestId('deposit-form');
    typeAmount('1');
    expect(amountMessage()).toBe('Số tiền tối thiểu là 100');
    typeAmount('500');
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('deposit-form-error')).textContent).toBe('Kênh nạp tiền này hiện không khả dụng.');
  });
});

describe('deposit form: the channel default', () => {
  it('starts on the first channel', async () => {
    await renderDeposit();
    expect(screen.getByTestId('deposit-form').dataset.channel).toBe(bankChannel.id);
  });
});
