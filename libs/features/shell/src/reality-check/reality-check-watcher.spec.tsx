import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireToMinor } from '@playdeck/api';
import { useSessionStore } from '@playdeck/session';
import { formatMoney } from '@playdeck/site-data';
import { calls, demoMemberSession, demoRealityCheck, fakePlatform, renderWithApp } from '@playdeck/testing';
import { HIDDEN_TAB_DELAY_MS, SETTLE_MS, type LeaseStore } from './reality-lease';
import RealityCheckWatcher from './reality-check-watcher';
import { sharedLeaseStores } from './testing-lease-store';

const MINUTE = 60_000;
const SIGNED_IN = Date.UTC(2026, 10, 23, 9);

/** The platform's answer at the device's now: signed in at SIGNED_IN, 15-minute checks, `net` since. */
function platformAnswers(net: number) {
  fakePlatform.answer(calls.responsibleGaming.realityCheck, () => ({
    ...demoRealityCheck(),
    intervalMinutes: 15 as const,
    signedInAt: SIGNED_IN,
    now: Date.now(),
    net,
  }));
}

const money = (net: number) => formatMoney(wireToMinor(net), undefined, { signed: true });
const monotonic = () => Date.now();
const visible = () => true;
const dialogs = () => screen.queryAllByTestId('reality-check-dialog');
const passMinutes = (minutes: number) => act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE));
const settle = () => act(() => vi.advanceTimersByTimeAsync(SETTLE_MS + 50));

/** Which tab the member looks at; the page's visibility events reach every tab of a spec. */
const looking = { a: true, b: false };
const leaseTab = (store: LeaseStore) => (JSON.parse(store.read() ?? 'null') as { tab: string } | null)?.tab;

/** Tabs a and b of one session; a can be closed. */
function TwoTabs({ stores: [first, second] }: { stores: LeaseStore[] }) {
  const [aOpen, setAOpen] = useState(true);
  return (
    <>
      <button type="button" data-testid="close-tab-a" onClick={() => setAOpen(false)} />
      {aOpen ? <RealityCheckWatcher store={first} tab="a" monotonic={monotonic} isVisible={() => looking.a} /> : null}
      <RealityCheckWatcher store={second} tab="b" monotonic={monotonic} isVisible={() => looking.b} />
    </>
  );
}

/** Two tabs at minute 15: a, the one looked at, shows the check. */
async function checkShownInTabA() {
  platformAnswers(0);
  Object.assign(looking, { a: true, b: false });
  const stores = sharedLeaseStores(2);
  await renderWithApp(<TwoTabs stores={stores} />, { session: demoMemberSession });
  await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck).length).toBeGreaterThan(0));
  await passMinutes(15);
  await act(() => vi.advanceTimersByTimeAsync(HIDDEN_TAB_DELAY_MS + SETTLE_MS + 50));
  await screen.findByRole('dialog', { name: 'Reality check' });
  expect(leaseTab(stores[0]!)).toBe('a');
  return stores;
}

describe('reality-check watcher', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(SIGNED_IN);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time since sign-in and the net after 15 minutes, and again after 30', async () => {
    platformAnswers(-12.5);
    const [store] = sharedLeaseStores(1);
    await renderWithApp(<RealityCheckWatcher store={store} tab="a" monotonic={monotonic} isVisible={visible} />, {
      session: demoMemberSession,
    });
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck)).toHaveLength(1));
    await passMinutes(14);
    expect(dialogs()).toEqual([]);
    await passMinutes(1);
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('You signed in 15 min ago.');
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe(money(-12.5));
    await userEvent.click(within(dialog).getByTestId('reality-check-continue'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    platformAnswers(30);
    await passMinutes(15);
    await settle();
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(again).getByTestId('reality-check-elapsed').textContent).toBe('You signed in 30 min ago.');
    expect(within(again).getByTestId('reality-check-net').textContent).toBe(money(30));
  });

  it('after a reload at minute 20 it shows the next check at minute 30', async () => {
    vi.setSystemTime(SIGNED_IN + 20 * MINUTE);
    platformAnswers(0);
    const [store] = sharedLeaseStores(1);
    await renderWithApp(<RealityCheckWatcher store={store} tab="a" monotonic={monotonic} isVisible={visible} />, {
      session: demoMemberSession,
    });
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck)).toHaveLength(1));
    await passMinutes(9);
    expect(dialogs()).toEqual([]);
    await passMinutes(1);
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('You signed in 30 min ago.');
  });

  it('shows one dialog across two tabs', async () => {
    platformAnswers(0);
    const [first, second] = sharedLeaseStores(2);
    await renderWithApp(
      <>
        <RealityCheckWatcher store={first} tab="a" monotonic={monotonic} isVisible={visible} />
        <RealityCheckWatcher store={second} tab="b" monotonic={monotonic} isVisible={visible} />
      </>,
      { session: demoMemberSession },
    );
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck).length).toBeGreaterThan(0));
    await passMinutes(15);
    await settle();
    await screen.findByRole('dialog', { name: 'Reality check' });
    await settle();
    expect(dialogs()).toHaveLength(1);
  });

  it('log out ends the session through the sign-out path and goes home', async () => {
    platformAnswers(0);
    const [store] = sharedLeaseStores(1);
    const { location } = await renderWithApp(<RealityCheckWatcher store={store} tab="a" monotonic={monotonic} isVisible={visible} />, {
      session: demoMemberSession,
      path: '/m/gameList',
    });
    await waitFor(() => expect(fakePlatform.requests(calls.responsibleGaming.realityCheck)).toHaveLength(1));
    await passMinutes(15);
    await settle();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByTestId('reality-check-log-out'));
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
    expect(fakePlatform.requests(calls.session.logout)).toHaveLength(1);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('moves the check to the tab the member looks at when the tab showing it is hidden', async () => {
    const [store] = await checkShownInTabA();
    Object.assign(looking, { a: false, b: true });
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    await waitFor(() => expect(leaseTab(store!)).toBe('b'));
    await settle();
    expect(dialogs()).toHaveLength(1);
    expect(within(screen.getByRole('dialog', { name: 'Reality check' })).getByTestId('reality-check-elapsed').textContent).toBe(
      'You signed in 15 min ago.',
    );
  });

  it('shows the check of a closed tab in a tab the member looks at', async () => {
    const [store] = await checkShownInTabA();
    looking.b = true;
    fireEvent(window, new Event('pagehide'));
    fireEvent.click(screen.getByTestId('close-tab-a'));
    await settle();
    await waitFor(() => expect(leaseTab(store!)).toBe('b'));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });

  it('keeps the check in a hidden tab when no tab is looked at, and shows it there again when the member comes back', async () => {
    const [store] = await checkShownInTabA();
    looking.a = false;
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(leaseTab(store!)).toBe('a');
    looking.a = true;
    fireEvent(document, new Event('visibilitychange'));
    await settle();
    expect(JSON.parse(store!.read()!)).toMatchObject({ tab: 'a', answered: false });
    expect(JSON.parse(store!.read()!).released).toBeUndefined();
    expect(dialogs()).toHaveLength(1);
  });
});
