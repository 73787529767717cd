import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import type { RgLimit, RgLimits } from '@playdeck/api';
import { formatDateTime } from '@playdeck/i18n';
import { calls, demoMemberSession, demoRgLimits, fakePlatform, renderWithApp } from '@playdeck/testing';
import SecurityCenterScreen from '../hub/security-center-screen';

const ROUTE = '/m/securityCenter';
const TOMORROW = Date.UTC(2026, 10, 25, 10, 0);

function limitsWith(...changes: (Partial<RgLimit> & Pick<RgLimit, 'kind' | 'period'>)[]): RgLimits {
  return {
    limits: demoRgLimits().limits.map((limit) => ({
      ...limit,
      ...changes.find((change) => change.kind === limit.kind && change.period === limit.period),
    })),
  };
}

/** A daily deposit limit of 100 with 80 used, and a raise of the weekly loss limit waiting a day. */
const setLimits = limitsWith(
  { kind: 'DEPOSIT', period: 'DAILY', amount: 100, used: 80, left: 20 },
  { kind: 'LOSS', period: 'WEEKLY', amount: 200, used: 50, left: 150, pending: { amount: 500, effectiveAt: TOMORROW } },
);

async function open(limits: RgLimits = demoRgLimits(), language?: 'EN' | 'TY') {
  fakePlatform.answer(calls.responsibleGaming.limits, limits);
  const view = await renderWithApp(<SecurityCenterScreen />, {
    path: `${ROUTE}?rg=limits`,
    routePath: ROUTE,
    session: demoMemberSession,
    language,
  });
  await screen.findByTestId('rg-limits-form');
  return view;
}

const input = (field: string) => screen.getByTestId<HTMLInputElement>(`rg-limit-${field}`);
const described = (field: string) =>
  (input(field).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
function type(field: string, value: string) {
  fireEvent.change(input(field), { target: { value } });
  fireEvent.blur(input(field));
}
const sent = () => fakePlatform.requests(calls.responsibleGaming.setLimits).map((request) => request.body);

// The security centre's loader waits for the brand's rules: so do these specs.
beforeAll(() => loadResponsibleGamingRules());

describe('responsible gaming: limits', () => {
  it('shows each limit in force with what it used and left, and a waiting raise with when it applies', async () => {
    await open(setLimits);
    expect(input('DEPOSIT_DAILY').value).toBe('100');
    expect(described('DEPOSIT_DAILY')).toBe('In force ₫100, used ₫80, left ₫20');
    expect(input('DEPOSIT_WEEKLY').value).toBe('');
    expect(described('DEPOSIT_WEEKLY')).toBe('No limit, used ₫0');
    expect(described('LOSS_WEEKLY')).toBe(`In force ₫200, used ₫50, left ₫150 · pending until ${formatDateTime(TOMORROW)}: ₫500`);
  });

  it('shows only the kinds of limit the brand offers: deposit limits alone', async () => {
    const rules = await loadResponsibleGamingRules();
    const shipped = [...rules.controls];
    Object.assign(rules, { controls: ['depositLimit', 'timeOut'] });
    try {
      await open(setLimits);
      expect(input('DEPOSIT_DAILY').value).toBe('100');
      expect(screen.getByTestId('rg-limits-form').querySelector('[name="LOSS_WEEKLY"]')).toBeNull();
    } finally {
      Object.assign(rules, { controls: shipped });
    }
  });

  it('sends only the limits changed, in minor units turned to the wire, an emptied one as a removal', async () => {
    fakePlatform.answer(calls.responsibleGaming.setLimits, setLimits);
    await open(setLimits);
    type('DEPOSIT_DAILY', '');
    type('LOSS_MONTHLY', '1000.50');
    await userEvent.click(screen.getByTestId('rg-limits-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      limits: [
        { kind: 'DEPOSIT', period: 'DAILY', amount: null },
        { kind: 'LOSS', period: 'MONTHLY', amount: 1000.5 },
      ],
    });
  });

  it('says which change applied at once and which waits, until when, and shows the limits as they now stand', async () => {
    const answer = limitsWith(
      { kind: 'DEPOSIT', period: 'DAILY', amount: 100, used: 80, left: 20, pending: { amount: 500, effectiveAt: TOMORROW } },
      { kind: 'DEPOSIT', period: 'WEEKLY', amount: 300, used: 80, left: 220 },
    );
    fakePlatform.answer(calls.responsibleGaming.setLimits, answer);
    await open(setLimits);
    type('DEPOSIT_DAILY', '500');
    type('DEPOSIT_WEEKLY', '300');
    await userEvent.click(screen.getByTestId('rg-limits-submit'));
    const saved = await screen.findByTestId('rg-limits-saved');
    expect(saved.getAttribute('role')).toBe('status');
    expect(saved.textContent).toContain(
      `Deposit limit, Daily (24 hours): ₫500 pending until ${formatDateTime(TOMORROW)}; the current limit applies until then.`,
    );
    expect(saved.textContent).toContain('Deposit limit, Weekly (7 days): ₫300 applies now.');
    await waitFor(() => expect(input('DEPOSIT_DAILY').value).toBe('100'));
    expect(described('DEPOSIT_DAILY')).toBe(`In force ₫100, used ₫80, left ₫20 · pending until ${formatDateTime(TOMORROW)}: ₫500`);
    expect(input('DEPOSIT_WEEKLY').value).toBe('300');
  });

  it('refuses an amount that is not money, and a save that changes nothing, without calling', async () => {
    await open(setLimits);
    type('LOSS_DAILY', '12.345');
    expect(described('LOSS_DAILY')).toContain('At most 2 decimal places');
    type('LOSS_DAILY', '');
    await userEvent.click(screen.getByTestId('rg-limits-submit'));
    expect((await screen.findByTestId('rg-limits-error')).textContent).toBe('Change a limit first.');
    expect(sent()).toEqual([]);
  });

  it('speaks Vietnamese', async () => {
    await open(setLimits, 'TY');
    expect(described('DEPOSIT_DAILY')).toBe('Đang áp dụng ₫100, đã dùng ₫80, còn lại ₫20');
    expect(screen.getByText('Hạn mức nạp')).toBeTruthy();
  });
});
