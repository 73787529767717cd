import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { MEMBER_INFO, MEMBER_SESSION, MEMBER_WALLET, MERCHANT_WALLETS, VENDOR_LANES } from '../testing/fixtures';
import { stubPlatform, type PlatformAnswers } from '../testing/platform-stub';
import { renderShell } from '../testing/render-shell';

const VENDORS_PATH = '/wps/relay/GCSGAME_getVassalage';
const MERCHANT_WALLETS_PATH = '/wps/wallets/merchant';
const WALLET_PATH = '/wps/wallets/gcs';

afterEach(() => {
  useSessionStore.setState({ session: null });
});

function platform(overrides: PlatformAnswers = {}) {
  return stubPlatform({
    [VENDORS_PATH]: { value: { data: { lanes: VENDOR_LANES } } },
    [MERCHANT_WALLETS_PATH]: { value: MERCHANT_WALLETS },
    [WALLET_PATH]: { value: MEMBER_WALLET },
    '/wps/member/info': { value: MEMBER_INFO },
    ...overrides,
  });
}

async function openMenu() {
  await userEvent.click(await screen.findByTestId('side-menu-button'));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('side menu, visitor', () => {
  it('loads nothing until opened, then the merchant wallets and the vendor list (no member wallet)', async () => {
    const calls = platform();
    await renderShell('/m/home');
    await screen.findByTestId('side-menu-button');
    expect(calls.hits(VENDORS_PATH)).toBe(0);
    expect(calls.hits(MERCHANT_WALLETS_PATH)).toBe(0);
    const menu = await openMenu();
    expect(screen.getByTestId('side-menu-button').getAttribute('aria-expanded')).toBe('true');
    await within(menu).findByTestId('side-menu-categories');
    expect(calls.hits(VENDORS_PATH)).toBe(1);
    await waitFor(() => expect(calls.hits(MERCHANT_WALLETS_PATH)).toBe(1));
    expect(calls.hits(WALLET_PATH)).toBe(0);
  });

  it('welcomes the guest, hides the balance, and sends deposit, withdrawal and records to login', async () => {
    platform();
    await renderShell('/m/home');
    const menu = await openMenu();
    expect(within(menu).getByTestId('side-menu-welcome').textContent).toBe('Welcome, guest');
    expect(within(menu).queryByTestId('side-menu-balance')).toBeNull();
    expect(within(menu).queryByText('Balance')).toBeNull();
    for (const action of ['deposit', 'withdraw', 'record']) {
      expect(within(menu).getByTestId(`side-menu-${action}`).getAttribute('href'), action).toBe('/m/login');
    }
    expect(within(menu).getByTestId('side-menu-promotion').getAttribute('href')).toBe('/m/activity');
    expect(within(menu).getByTestId('side-menu-app').getAttribute('href')).toBe('/m/app');
  });

  it('lists the categories in menu order with their vendors, one open at a time', async () => {
    platform();
    await renderShell('/m/home');
    const menu = await openMenu();
    const categories = await within(menu).findByTestId('side-menu-categories');
    const toggles = within(categories).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(['Live casino', 'Cockfight', 'Slots', 'Sports']);
    expect(within(categories).queryByRole('link', { name: 'PG Soft' })).toBeNull();

    await userEvent.click(within(categories).getByRole('button', { name: 'Slots' }));
    expect(within(categories).getByRole('button', { name: 'Slots' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(categories).getByRole('link', { name: 'PG Soft' }).getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=PG');
    expect(within(categories).getByRole('link', { name: 'JILI' }).getAttribute('href')).toBe('/m/gameList?gameType=RNG&vassalage=JL');

    await userEvent.click(within(categories).getByRole('button', { name: 'Cockfight' }));
    expect(within(categories).queryByRole('link', { name: 'PG Soft' })).toBeNull();
    expect(within(categories).getByRole('link', { name: 'DS88 Sabong' }).getAttribute('href')).toBe('/m/gameList?gameType=SPORTS&vassalage=DS88');
  });

  it('closes on a route change: tapping a vendor opens its game list', async () => {
    platform();
    const { router } = await renderShell('/m/home');
    const menu = await openMenu();
    await userEvent.click(within(await within(menu).findByTestId('side-menu-categories')).getByRole('button', { name: 'Live casino' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Evolution' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname + router.state.location.search).toBe('/m/gameList?gameType=LIVE&vassalage=EVO');
  });

  it('closes on a route change to the same home page too, and opens again', async () => {
    platform();
    const { router } = await renderShell('/m/home');
    await openMenu();
    await act(() => router.navigate('/m/home'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openMenu()).toBeTruthy();
  });

  it('closes with its close button', async () => {
    platform();
    await renderShell('/m/home');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('side-menu-button').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows skeletons while the vendors load', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    platform({
      [VENDORS_PATH]: async () => {
        await answered;
        return { value: { data: { lanes: VENDOR_LANES } } };
      },
    });
    await renderShell('/m/home');
    const menu = await openMenu();
    const loading = await within(menu).findByTestId('side-menu-vendors-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    act(() => answer());
    await within(menu).findByTestId('side-menu-categories');
    expect(within(menu).queryByTestId('side-menu-vendors-loading')).toBeNull();
  });

  it('says why the vendors failed and retries', async () => {
    let fails = true;
    platform({ [VENDORS_PATH]: () => (fails ? { errorCode: 'function.not.available' } : { value: { data: { lanes: VENDOR_LANES } } }) });
    await renderShell('/m/home');
    const menu = await openMenu();
    const error = await within(menu).findByTestId('side-menu-vendors-error');
    expect(error.textContent).toContain('Sorry, this account does not have permission or the feature is temporarily unavailable.');
    fails = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByTestId('side-menu-categories')).toBeTruthy();
  });

  it('has an empty state when there are no vendors', async () => {
    platform({ [VENDORS_PATH]: { value: { data: { lanes: [] } } } });
    await renderShell('/m/home');
    const menu = await openMenu();
    expect((await within(menu).findByTestId('side-menu-vendors-empty')).textContent).toBe('No games available yet');
  });
});

describe('side menu, member', () => {
  it('welcomes the member by nickname, shows the balance and links to deposit, withdrawal and records', async () => {
    const calls = platform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const menu = await openMenu();
    expect((await within(menu).findByText('Welcome, Lucky Amy')).getAttribute('data-testid')).toBe('side-menu-welcome');
    expect((await within(menu).findByTestId('side-menu-balance')).textContent).toBe('₫1,234.50');
    expect(await within(menu).findByText('Balance (VND)')).toBeTruthy();
    expect(within(menu).getByTestId('side-menu-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(menu).getByTestId('side-menu-withdraw').getAttribute('href')).toBe('/m/withdraw');
    expect(within(menu).getByTestId('side-menu-record').getAttribute('href')).toBe('/m/transaction/record');
    expect(calls.hits(WALLET_PATH)).toBeGreaterThan(0);
  });

  it('the member wallet is asked for again when the menu opens', async () => {
    const calls = platform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    const { queryClient } = await renderShell('/m/home');
    await screen.findByTestId('header-balance');
    const before = calls.hits(WALLET_PATH);
    await queryClient.invalidateQueries({ refetchType: 'none' });
    const menu = await openMenu();
    await within(menu).findByTestId('side-menu-balance');
    await waitFor(() => expect(calls.hits(WALLET_PATH)).toBeGreaterThan(before));
  });
});
