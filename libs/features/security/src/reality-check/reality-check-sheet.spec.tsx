import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { calls, demoMemberSession, demoRealityCheck, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import SecurityCenterScreen from '../hub/security-center-screen';

const ROUTE = '/m/securityCenter';

// The hub loads the setting on the first tap: loaded ahead here, so a busy machine's first import is not timed.
beforeAll(() => import('./reality-check-sheet'));

async function openSetting(intervalMinutes: 15 | 30 | 60 | null = null) {
  fakePlatform.answer(calls.responsibleGaming.realityCheck, { ...demoRealityCheck(), intervalMinutes });
  await renderWithApp(<SecurityCenterScreen />, { path: ROUTE, routePath: ROUTE, session: demoMemberSession, toasts: true });
  await userEvent.click(await screen.findByTestId('row-reality-check'));
  const sheet = await screen.findByRole('dialog', { name: 'Reality check' });
  await within(sheet).findByTestId('reality-check-form');
  return sheet;
}

const interval = (sheet: HTMLElement) => within(sheet).getByTestId<HTMLSelectElement>('reality-check-interval');

describe('reality-check setting', () => {
  it('opens from the security centre with the interval in force and saves a new one', async () => {
    const sheet = await openSetting(30);
    expect(interval(sheet).value).toBe('30');
    expect([...interval(sheet).options].map((option) => option.text)).toEqual(['Off', '15 minutes', '30 minutes', '60 minutes']);
    fireEvent.change(interval(sheet), { target: { value: '15' } });
    const readsBefore = fakePlatform.requests(calls.responsibleGaming.realityCheck).length;
    await userEvent.click(within(sheet).getByTestId('reality-check-submit'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.responsibleGaming.setRealityCheck).map((sent) => sent.body)).toEqual([{ intervalMinutes: 15 }]),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Reality check saved'));
    // The watcher's answer is asked again, so the new interval counts at once.
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck).length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns it off', async () => {
    const sheet = await openSetting(60);
    fireEvent.change(interval(sheet), { target: { value: 'off' } });
    await userEvent.click(within(sheet).getByTestId('reality-check-submit'));
    await waitFor(() =>
      expect(fakePlatform.requests(calls.responsibleGaming.setRealityCheck).map((sent) => sent.body)).toEqual([{ intervalMinutes: null }]),
    );
  });

  it('says a refusal in the form and stays open', async () => {
    fakePlatform.answer(calls.responsibleGaming.setRealityCheck, refuseUnknown('system.error'));
    const sheet = await openSetting();
    fireEvent.change(interval(sheet), { target: { value: '15' } });
    await userEvent.click(within(sheet).getByTestId('reality-check-submit'));
    await waitFor(() => expect(within(sheet).getByTestId('reality-check-error').textContent).not.toBe(''));
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });
});
