import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls, demoMemberSession, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { channelsAnswer, deposit, historyPage } from '../testing/deposit-fixtures';
import { chooseChannel, quickChip, submitButton } from '../testing/deposit-screen-driver';
import { DepositScreen } from './deposit-screen';

const renderDeposit = (template: 'new' | 'base') =>
  renderWithApp(<DepositScreen template={template} />, { path: '/m/voucherCenter', session: demoMemberSession });

describe('deposit screen: the two templates', () => {
  it('base lists the channels as choices with the form below and the history under it', async () => {
    await renderDeposit('base');
    const list = await screen.findByTestId('deposit-channel-list');
    expect(screen.getByTestId('deposit-screen').dataset.template).toBe('base');
    expect(list.getAttribute('role')).toBe('radiogroup');
    const channels = within(list).getAllByRole('radio');
    expect(channels.map((channel) => channel.textContent)).toEqual([
      expect.stringContaining('Bank transfer'),
      expect.stringContaining('E-wallet'),
      expect.stringContaining('QR payment'),
    ]);
    expect(channels[0]!.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('deposit-stepper')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    // The form follows the list in the page, and the history section follows the form.
    const form = screen.getByTestId('deposit-form');
    expect(list.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByTestId('deposit-history-list')).toBeTruthy();
    await chooseChannel('qr-1');
    expect(within(list).getAllByRole('radio')[2]!.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('deposit-form').dataset.channel).toBe('qr-1');
  });

  it('new shows channel cards as tabs under a stepper, and the history on its own tab', async () => {
    await renderDeposit('new');
    const list = await screen.findByTestId('deposit-channel-list');
    expect(screen.getByTestId('deposit-screen').dataset.template).toBe('new');
    expect(list.getAttribute('role')).toBe('tablist');
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(screen.getByTestId('deposit-stepper').dataset.step).toBe('amount');
    expect(screen.queryByTestId('deposit-history')).toBeNull();
    await chooseChannel('ewallet-1');
    expect(screen.getByTestId('deposit-form').dataset.channel).toBe('ewallet-1');
    expect(within(screen.getByTestId('deposit-form')).getByText('Min ₫50 – Max ₫20,000')).toBeTruthy();
    fireEvent.click(quickChip('₫200'));
    fireEvent.click(screen.getByTestId('deposit-tab-history'));
    expect(await screen.findByTestId('deposit-history-list')).toBeTruthy();
    const depositPanel = document.getElementById(screen.getByTestId('deposit-tab-deposit').getAttribute('aria-controls')!)!;
    expect(depositPanel.hidden).toBe(true);
    expect(depositPanel.contains(screen.getByTestId('deposit-form'))).toBe(true);
    // Back on the deposit tab the form is as it was left (and keeps its request id).
    fireEvent.click(screen.getByTestId('deposit-tab-deposit'));
    expect(screen.getByTestId<HTMLInputElement>('deposit-amount').value).toBe('200');
  });

  it('new moves the stepper to "pay" once the request is pending', async () => {
    await renderDeposit('new');
    await screen.findByTestId('deposit-form');
    fireEvent.click(quickChip('₫500'));
    fireEvent.click(submitButton());
    await screen.findByTestId('pending-deposit');
    expect(screen.getByTestId('deposit-stepper').dataset.step).toBe('pay');
  });
});

describe('deposit screen: where to pay, per channel', () => {
  it('bank transfer shows the bank, account name and number, each copyable', async () => {
    await renderDeposit('base');
    const payTo = await screen.findByTestId('pay-to');
    expect(payTo.dataset.channelType).toBe('BANK_TRANSFER');
    expect(within(payTo).getByText('Demo Bank')).toBeTruthy();
    expect(within(payTo).getByTestId('pay-to-account-name-value').textContent).toBe('Playdeck Ltd');
    expect(within(payTo).getByTestId('pay-to-account-number-value').textContent).toBe('0123 4567 8901');
    expect(within(payTo).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(within(payTo).getByRole('button', { name: 'Copy Account name' })).toBeTruthy();
  });

  it('e-wallet shows the provider and the account', async () => {
    await renderDeposit('base');
    await chooseChannel('ewallet-1');
    const payTo = screen.getByTestId('pay-to');
    expect(payTo.dataset.channelType).toBe('E_WALLET');
    expect(within(payTo).getByText('DemoPay')).toBeTruthy();
    expect(within(payTo).getByTestId('pay-to-account-number-value').textContent).toBe('0917 000 0000');
  });

  it('QR payment draws the request’s QR code as an SVG in the page, never as a link', async () => {
    const payload = 'DEMOQR|PLAYDECK|D20261123000009';
    fakePlatform.answer(
      calls.deposit.request,
      deposit({ channelId: 'qr-1', channelType: 'QR', channelName: 'QR payment', payTo: { provider: 'DemoQR', qrPayload: payload } }),
    );
    await renderDeposit('base');
    await chooseChannel('qr-1');
    expect(screen.getByTestId('pay-to-qr-later')).toBeTruthy();
    expect(screen.queryByTestId('pay-to-qr')).toBeNull();
    fireEvent.click(quickChip('₫100'));
    fireEvent.click(submitButton());
    const pending = await screen.findByTestId('pending-deposit');
    const qr = within(pending).getByTestId('pay-to-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(Number(qr.dataset.modules)).toBeGreaterThan(50);
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+,\d+h\d+v1/);
    expect(within(pending).getByText('DemoQR')).toBeTruthy();
    expect(pending.querySelector('a')).toBeNull();
    expect(pending.textContent).not.toContain(payload);
  });
});

describe('deposit screen: the pending deposit', () => {
  it('shows the reference, the code to copy, the amount, where to pay and the expiry with a countdown', async () => {
    const expiresAt = Date.now() + 29 * 60_000 + 30_000;
    fakePlatform.answer(
      calls.deposit.request,
      deposit({ reference: 'D20261123000042', referenceCode: 'QX81ZT', amount: 1234.5, expiresAt }),
    );
    await renderDeposit('base');
    await screen.findByTestId('deposit-form');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '1234.50' } });
    fireEvent.click(submitButton());
    const pending = await screen.findByTestId('pending-deposit');
    expect(within(pending).getByTestId('pending-reference').textContent).toBe('D20261123000042');
    expect(within(pending).getByTestId('pending-reference-code').textContent).toBe('QX81ZT');
    expect(within(pending).getByRole('button', { name: 'Copy Reference code' })).toBeTruthy();
    expect(within(pending).getByTestId('pending-amount').textContent).toBe('₫1,234.50');
    expect(within(pending).getByTestId('pending-expires-at').getAttribute('dateTime')).toBe(new Date(expiresAt).toISOString());
    // The countdown counts from the expiry, not from when this test began: compare it with what is left now.
    const [, minutes, seconds] = /^(\d\d):(\d\d) left$/.exec(within(pending).getByTestId('pending-countdown').textContent ?? '') ?? [];
    const leftNowSeconds = (expiresAt - Date.now()) / 1000;
    expect(Math.abs(Number(minutes) * 60 + Number(seconds) - leftNowSeconds)).toBeLessThanOrEqual(2);
    expect(leftNowSeconds).toBeGreaterThan(28 * 60);
    expect(within(pending).getByTestId('pay-to-account-number-value').textContent).toBe('0123 4567 8901');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('says when the request has expired', async () => {
    fakePlatform.answer(calls.deposit.request, deposit({ expiresAt: Date.now() - 1_000 }));
    await renderDeposit('base');
    await screen.findByTestId('deposit-form');
    fireEvent.click(quickChip('₫500'));
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('pending-countdown')).textContent).toBe('This request has expired');
  });

  it('goes back to a fresh form for another deposit', async () => {
    await renderDeposit('new');
    await screen.findByTestId('deposit-form');
    fireEvent.click(quickChip('₫500'));
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByTestId('deposit-another'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('deposit-amount').value).toBe('');
  });
});

describe('deposit screen: history', () => {
  it('shows each deposit with its status and pages through them', async () => {
    fakePlatform.answer(calls.deposit.history, ({ query }) =>
      Number(query.pageNo) === 1 ? historyPage(1, 2, 10, 1) : historyPage(2, 2, 3, 11),
    );
    await renderDeposit('base');
    const list = await screen.findByTestId('deposit-history-list');
    expect(within(list).getAllByTestId('deposit-history-item')).toHaveLength(10);
    expect(
      within(list)
        .getAllByTestId('deposit-status')
        .map((pill) => pill.textContent),
    ).toEqual(expect.arrayContaining(['Pending', 'Confirmed', 'Rejected', 'Expired']));
    expect(screen.getByTestId('deposit-history-page').textContent).toBe('Page 1 of 2');
    expect(screen.getByTestId<HTMLButtonElement>('deposit-history-previous').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('deposit-history-next'));
    await waitFor(() => expect(screen.getByTestId('deposit-history-page').textContent).toBe('Page 2 of 2'));
    expect(within(screen.getByTestId('deposit-history-list')).getAllByTestId('deposit-history-item')).toHaveLength(3);
    expect(screen.getByTestId<HTMLButtonElement>('deposit-history-next').disabled).toBe(true);
    expect(fakePlatform.requests(calls.deposit.history).map((request) => request.query)).toEqual([
      { pageNo: 1, pageSize: 10 },
      { pageNo: 2, pageSize: 10 },
    ]);
  });

  it('loads the history again once a request is taken, so the new deposit shows', async () => {
    await renderDeposit('base');
    await screen.findByTestId('deposit-history-list');
    fakePlatform.answer(calls.deposit.history, { list: [deposit({ reference: 'D-NEW-1' })], pageNum: 1, totalPages: 1 });
    fireEvent.click(quickChip('₫500'));
    fireEvent.click(submitButton());
    await screen.findByTestId('pending-deposit');
    const row = await screen.findByText((_, element) => element?.getAttribute('data-reference') === 'D-NEW-1' && element.tagName === 'LI');
    expect(within(row).getByTestId('deposit-status').dataset.state).toBe('PENDING');
  });

  it('says when there are no deposits yet', async () => {
    fakePlatform.answer(calls.deposit.history, { list: [], pageNum: 1, totalPages: 0 });
    await renderDeposit('base');
    expect((await screen.findByTestId('deposit-history-empty')).textContent).toContain('No deposits yet');
  });

  it('a failed history load offers a retry that works', async () => {
    fakePlatform.answer(calls.deposit.history, refuse('function.not.available'));
    await renderDeposit('new');
    fireEvent.click(await screen.findByTestId('deposit-tab-history'));
    await screen.findByTestId('deposit-history-error');
    fakePlatform.answer(calls.deposit.history, historyPage(1, 1, 2));
    fireEvent.click(screen.getByTestId('deposit-history-retry'));
    expect(within(await screen.findByTestId('deposit-history-list')).getAllByTestId('deposit-history-item')).toHaveLength(2);
  });
});

describe('deposit screen: loading, empty and error', () => {
  it('shows a loading state while the channels load', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    fakePlatform.answer(calls.deposit.channels, () => released.then(() => channelsAnswer()));
    await renderDeposit('base');
    expect(screen.getByTestId('deposit-channels-loading').getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });

  it('says when no channel is open', async () => {
    fakePlatform.answer(calls.deposit.channels, channelsAnswer([]));
    await renderDeposit('new');
    expect((await screen.findByTestId('deposit-channels-empty')).textContent).toContain('No deposit channel is open now');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
  });

  it('a failed channel load shows the reason and a retry that works', async () => {
    fakePlatform.answer(calls.deposit.channels, refuse('function.not.available'));
    await renderDeposit('base');
    const error = await screen.findByTestId('deposit-channels-error');
    expect(error.getAttribute('role')).toBe('alert');
    fakePlatform.answer(calls.deposit.channels, channelsAnswer());
    fireEvent.click(within(error).getByTestId('deposit-channels-retry'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(fakePlatform.requests(calls.deposit.channels)).toHaveLength(2);
  });
});
