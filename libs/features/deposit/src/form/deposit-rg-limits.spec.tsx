import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RgLimits } from '@playdeck/api';
import { formatDateTime } from '@playdeck/i18n';
import { calls, demoMemberSession, demoRgLimits, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { DepositScreen } from '../screen/deposit-screen';
import { amountMessage, submitButton, typeAmount } from '../testing/deposit-screen-driver';

/** A daily deposit limit of 100 with 80 used, and a weekly loss limit leaving 500. */
function withLimits(): RgLimits {
  const limits = demoRgLimits().limits.map((limit) => {
    if (limit.kind === 'DEPOSIT' && limit.period === 'DAILY') return { ...limit, amount: 100, used: 80, left: 20 };
    if (limit.kind === 'LOSS' && limit.period === 'WEEKLY') return { ...limit, amount: 600, used: 100, left: 500 };
    return limit;
  });
  return { limits };
}

async function renderDeposit(language?: 'EN' | 'TY') {
  const view = await renderWithApp(<DepositScreen template="base" />, { path: '/m/voucherCenter', session: demoMemberSession, language });
  await screen.findByTestId('deposit-form');
  return view;
}

const sentBodies = () => fakePlatform.requests(calls.deposit.request).map((request) => request.body);

describe('deposit form: responsible-gaming limits', () => {
  it('says nothing of limits when the member has none', async () => {
    await renderDeposit();
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.limits)).toHaveLength(1));
    expect(screen.queryByTestId('deposit-rg-left')).toBeNull();
  });

  it('shows what the tightest limit leaves and refuses more before calling, in the member’s language', async () => {
    fakePlatform.answer(calls.responsibleGaming.limits, withLimits());
    const view = await renderDeposit();
    expect((await screen.findByTestId('deposit-rg-left')).textContent).toBe('Left under your limits: ₫20');
    // The demo channel's minimum is 100: a limit leaving more than that shows its own message above it.
    fakePlatform.answer(calls.responsibleGaming.limits, {
      limits: withLimits().limits.map((limit) =>
        limit.period === 'DAILY' && limit.kind === 'DEPOSIT' ? { ...limit, amount: 1000, left: 150 } : limit,
      ),
    });
    view.unmount();
    await renderDeposit('TY');
    expect((await screen.findByTestId('deposit-rg-left')).textContent).toBe('Còn lại trong hạn mức: ₫150');
    typeAmount('200');
    expect(amountMessage()).toBe('Vượt hạn mức: bạn chỉ có thể nạp thêm ₫150.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(amountMessage()).toBe('Vượt hạn mức: bạn chỉ có thể nạp thêm ₫150.'));
    expect(sentBodies()).toEqual([]);
    typeAmount('150');
    expect(amountMessage()).toBeNull();
  });

  it('puts the platform’s limit refusal on the amount, naming what is left, and asks for the limits again', async () => {
    fakePlatform.answer(calls.deposit.request, refuse('rg.deposit.limit', { value: { limitKind: 'DEPOSIT', period: 'DAILY', left: 120 } }));
    await renderDeposit();
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.limits)).toHaveLength(1));
    typeAmount('300');
    fireEvent.click(submitButton());
    await waitFor(() => expect(amountMessage()).toBe('Over your limit: you can deposit ₫120 more.'));
    expect(sentBodies()).toHaveLength(1);
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.limits)).toHaveLength(2));
  });

  it('tells a member on a break that deposits are closed until its end date', async () => {
    const endsAt = Date.UTC(2026, 10, 25, 9, 30);
    fakePlatform.answer(calls.deposit.request, refuse('rg.time.out', { value: { endsAt } }));
    await renderDeposit();
    typeAmount('300');
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('deposit-form-error')).textContent).toBe(
      `You are on a time-out until ${formatDateTime(endsAt)}: deposits are closed.`,
    );
    expect(amountMessage()).toBeNull();
  });

  it('dates a self-exclusion the same way', async () => {
    const endsAt = Date.UTC(2027, 4, 25, 9, 30);
    fakePlatform.answer(calls.deposit.request, refuse('rg.self.excluded', { value: { endsAt } }));
    await renderDeposit();
    typeAmount('300');
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('deposit-form-error')).textContent).toBe(
      `You have excluded yourself until ${formatDateTime(endsAt)}: deposits are closed.`,
    );
  });
});
