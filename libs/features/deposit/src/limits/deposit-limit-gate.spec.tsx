import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { RgLimits } from '@playdeck/api';
import type { ResponsibleGamingRules } from '@playdeck/brand';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { calls, demoMemberSession, demoRgLimits, fakePlatform, networkFailure, renderWithApp } from '@playdeck/testing';
import { DepositScreen } from '../screen/deposit-screen';
import { hasDepositLimit } from './deposit-limit-gate';

function withDepositLimit(period: 'DAILY' | 'MONTHLY'): RgLimits {
  return {
    limits: demoRgLimits().limits.map((limit) =>
      limit.kind === 'DEPOSIT' && limit.period === period ? { ...limit, amount: 1000, left: 1000 } : limit,
    ),
  };
}

/** A loss limit alone is not a deposit limit. */
const lossLimitOnly: RgLimits = {
  limits: demoRgLimits().limits.map((limit) => (limit.kind === 'LOSS' ? { ...limit, amount: 1000, left: 1000 } : limit)),
};

function LimitsProbe() {
  const location = useLocation();
  return <p data-testid="limits-probe">{location.pathname + location.search}</p>;
}

const renderDeposit = (language?: 'EN' | 'TY') =>
  renderWithApp(<DepositScreen template="base" />, {
    path: '/m/voucherCenter',
    routePath: '/m/voucherCenter',
    session: demoMemberSession,
    language,
    routes: { '/m/securityCenter': <LimitsProbe /> },
  });

let rules: ResponsibleGamingRules;
beforeAll(async () => {
  rules = await loadResponsibleGamingRules();
});
const asksDepositLimit = (asks: boolean) => Object.assign(rules, { depositLimitAtRegistration: asks });
afterEach(() => asksDepositLimit(false));

describe('deposit: a limit first where the brand asks for one at registration', () => {
  it('knows a deposit limit of any period from none, and a loss limit is not one', () => {
    expect(hasDepositLimit(demoRgLimits())).toBe(false);
    expect(hasDepositLimit(lossLimitOnly)).toBe(false);
    expect(hasDepositLimit(withDepositLimit('MONTHLY'))).toBe(true);
  });

  it('takes deposits without a limit where the brand does not ask for one', async () => {
    await renderDeposit();
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.queryByTestId('deposit-rg-limit-required')).toBeNull();
  });

  it('shows no form to a member without a deposit limit, and leads to the limits page', async () => {
    asksDepositLimit(true);
    fakePlatform.answer(calls.responsibleGaming.limits, lossLimitOnly);
    await renderDeposit();
    const notice = await screen.findByTestId('deposit-rg-limit-required');
    expect(notice.textContent).toContain('This site asks every player to set a deposit limit before depositing.');
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    expect(screen.queryByTestId('deposit-submit')).toBeNull();
    const link = screen.getByRole('link', { name: 'Set a deposit limit' });
    expect(link.getAttribute('href')).toBe('/m/securityCenter?rg=limits');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('limits-probe').textContent).toBe('/m/securityCenter?rg=limits');
    expect(fakePlatform.requests(calls.deposit.request)).toEqual([]);
  });

  it('says so in the member’s language', async () => {
    asksDepositLimit(true);
    await renderDeposit('TY');
    expect((await screen.findByTestId('deposit-rg-limit-required')).textContent).toContain(
      'Trang này yêu cầu mọi người chơi đặt hạn mức nạp trước khi nạp tiền.',
    );
    expect(screen.getByRole('link', { name: 'Đặt hạn mức nạp' })).toBeTruthy();
  });

  it('takes deposits once the member has a deposit limit', async () => {
    asksDepositLimit(true);
    fakePlatform.answer(calls.responsibleGaming.limits, withDepositLimit('DAILY'));
    await renderDeposit();
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(screen.queryByTestId('deposit-rg-limit-required')).toBeNull();
  });

  it('shows a failure to load the limits with a retry, not the form', async () => {
    asksDepositLimit(true);
    fakePlatform.answer(calls.responsibleGaming.limits, networkFailure());
    await renderDeposit();
    expect(await screen.findByTestId('deposit-rg-limits-error')).toBeTruthy();
    expect(screen.queryByTestId('deposit-form')).toBeNull();
    fakePlatform.answer(calls.responsibleGaming.limits, withDepositLimit('DAILY'));
    await userEvent.setup().click(screen.getByTestId('deposit-rg-limits-retry'));
    await waitFor(() => expect(screen.getByTestId('deposit-form')).toBeTruthy());
  });
});
