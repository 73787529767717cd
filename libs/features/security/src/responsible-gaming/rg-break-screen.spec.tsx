import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { loadResponsibleGamingRules } from '@playdeck/brand/responsible-gaming';
import { formatDateTime } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import { calls, demoMemberSession, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import SecurityCenterScreen from '../hub/security-center-screen';

const ROUTE = '/m/securityCenter';
const ENDS_AT = Date.UTC(2026, 10, 25, 10, 0);

// crypto-js loads with the first encrypted body.
beforeAll(() => import('@playdeck/api/crypto'));
// The security centre's loader waits for the brand's rules: so do these specs.
beforeAll(() => loadResponsibleGamingRules());

async function open(language?: 'EN' | 'TY') {
  const view = await renderWithApp(<SecurityCenterScreen />, {
    path: `${ROUTE}?rg=break`,
    routePath: ROUTE,
    session: demoMemberSession,
    language,
  });
  await screen.findByTestId('rg-break-form');
  return view;
}

const field = (name: string) =>
  screen.getByTestId('rg-break-form').querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)!;
const errorOf = (name: string) =>
  document.getElementById(field(name).getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;
function fill(duration: string, password: string) {
  fireEvent.change(field('duration'), { target: { value: duration } });
  fireEvent.change(field('loginPassword'), { target: { value: password } });
}
const sent = () => fakePlatform.requests(calls.responsibleGaming.takeBreak);

describe('responsible gaming: a break', () => {
  it('offers every time-out and self-exclusion, and warns that it cannot be shortened and ends every session', async () => {
    await open();
    expect([...field('duration').options].map((option) => option.textContent)).toEqual([
      'Choose how long',
      'Time-out: 24 hours',
      'Time-out: 7 days',
      'Time-out: 30 days',
      'Time-out: 6 weeks',
      'Self-exclusion: 6 months',
      'Self-exclusion: 1 year',
      'Self-exclusion: 5 years',
    ]);
    const warning = screen.getByTestId('rg-break-warning').textContent;
    expect(warning).toContain('cannot be shortened');
    expect(warning).toContain('Every session of your account ends at once');
  });

  it('offers only the breaks the brand offers: self-exclusion alone', async () => {
    const rules = await loadResponsibleGamingRules();
    const shipped = [...rules.controls];
    Object.assign(rules, { controls: ['selfExclusion'] });
    try {
      await open();
      expect([...field('duration').options].map((option) => option.textContent)).toEqual([
        'Choose how long',
        'Self-exclusion: 6 months',
        'Self-exclusion: 1 year',
        'Self-exclusion: 5 years',
      ]);
    } finally {
      Object.assign(rules, { controls: shipped });
    }
  });

  it('asks for the length and the login password before calling', async () => {
    await open();
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    await waitFor(() => expect(errorOf('duration')).toBe('Please choose how long'));
    expect(errorOf('loginPassword')).toBe('Please enter your login password');
    expect(sent()).toEqual([]);
  });

  it('sends the break encrypted, signs the member out here and tells on the login screen when it ends', async () => {
    fakePlatform.answer(calls.responsibleGaming.takeBreak, { kind: 'TIME_OUT', endsAt: ENDS_AT });
    fakePlatform.answer(calls.session.logout, null);
    const { location } = await open();
    fill('24H', 'Secret123');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    await expect.poll(() => location().pathname).toBe('/m/login');
    const [request] = sent();
    expect(request!.body).toEqual({ duration: '24H', loginPassword: 'Secret123' });
    expect(contract.responsibleGaming.takeBreak.bodyEncoding).toBe('encrypted');
    expect(useSessionStore.getState().session).toBeNull();
    expect(await screen.findByText(`Your time-out has started. You can sign in again after ${formatDateTime(ENDS_AT)}.`)).toBeTruthy();
  });

  it('says so for a self-exclusion', async () => {
    fakePlatform.answer(calls.responsibleGaming.takeBreak, { kind: 'SELF_EXCLUSION', endsAt: ENDS_AT });
    fakePlatform.answer(calls.session.logout, null);
    await open();
    fill('5Y', 'Secret123');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    expect(
      await screen.findByText(`Your self-exclusion has started. You can sign in again after ${formatDateTime(ENDS_AT)}.`),
    ).toBeTruthy();
  });

  it('puts a wrong password on its field and keeps the member signed in', async () => {
    fakePlatform.answer(calls.responsibleGaming.takeBreak, refuse('user.or.password.wrong'));
    const { location } = await open();
    fill('7D', 'wrong');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    await waitFor(() => expect(errorOf('loginPassword')).toBeTruthy());
    expect(location().pathname).toBe(ROUTE);
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('tells when a longer break already in force ends', async () => {
    fakePlatform.answer(calls.responsibleGaming.takeBreak, refuse('rg.self.excluded', { value: { endsAt: ENDS_AT } }));
    await open();
    fill('24H', 'Secret123');
    await userEvent.click(screen.getByTestId('rg-break-submit'));
    expect((await screen.findByTestId('rg-break-error')).textContent).toBe(
      `A break is already in force until ${formatDateTime(ENDS_AT)}; it cannot be shortened.`,
    );
  });

  it('speaks Vietnamese', async () => {
    await open('TY');
    expect(screen.getByTestId('rg-break-warning').textContent).toContain('Không thể rút ngắn');
  });
});
