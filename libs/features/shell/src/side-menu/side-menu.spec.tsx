import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import type { VendorLane } from '@playdeck/api';
import {
  calls,
  demoMemberInfo as MEMBER_INFO,
  demoMemberSession as MEMBER_SESSION,
  demoMerchantWallets as MERCHANT_WALLETS,
  demoWallet as MEMBER_WALLET,
  fakePlatform,
  refuse,
} from '@playdeck/testing';
import { renderShell } from '../testing/render-shell';

/** Lanes as the platform sends them: e-sports and cockfight vendors inside SPORTS. */
const card = (gameType: VendorLane['gameClassify'], vassalage: string, displayName: string) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName,
  gameType,
  gameCount: 3,
});
const VENDOR_LANES: VendorLane[] = [
  { title: 'Live', gameClassify: 'LIVE', cards: [card('LIVE', 'EVO', 'Evolution')] },
  { title: 'Slots', gameClassify: 'RNG', cards: [card('RNG', 'PG', 'PG Soft'), card('RNG', 'JL', 'JILI')] },
  { title: 'Sports', gameClassify: 'SPORTS', cards: [card('SPORTS', 'SABA', 'SABA Sports'), card('SPORTS', 'DS88', 'DS88 Sabong')] },
];

function platform() {
  fakePlatform.answer(calls.games.vendors, { data: { lanes: VENDOR_LANES } });
  fakePlatform.answer(calls.wallet.merchantWallets, MERCHANT_WALLETS);
  fakePlatform.answer(calls.wallet.balance, MEMBER_WALLET);
  fakePlatform.answer(calls.session.memberInfo, MEMBER_INFO);
}

async function openMenu() {
  await userEvent.click(await screen.findByTestId('side-menu-button'));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('side menu, visitor', () => {
  it('loads nothing until opened, then the merchant wallets and the vendor list (no member wallet)', async () => {
    platform();
    await renderShell('/m/home');
    await screen.findByTestId('side-menu-button');
    expect(fakePlatform.requests(calls.games.vendors).length).toBe(0);
    expect(fakePlatform.requests(calls.wallet.merchantWallets).length).toBe(0);
    const menu = await openMenu();
    expect(screen.getByTestId('side-menu-button').getAttribute('aria-expanded')).toBe('true');
    await within(menu).findByTestId('side-menu-categories');
    expect(fakePlatform.requests(calls.games.vendors).length).toBe(1);
    await waitFor(() => expect(fakePlatform.requests(calls.wallet.merchantWallets).length).toBe(1));
    expect(fakePlatform.requests(calls.wallet.balance).length).toBe(0);
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
    expect(within(menu).getByTestId('side-menu-lottery-history').getAttribute('href')).toBe('/m/lotteryHistory');
    expect(within(menu).getByTestId('side-menu-vn-lottery').getAttribute('href')).toBe('/m/vnLottery');
  });

  it('leads to the info pages, in the current language', async () => {
    platform();
    await renderShell('/m/home');
    const menu = await openMenu();
    const links = {
      'app-service': ['/m/appService', 'App service'],
      brand: ['/m/brand', 'Brand and details'],
      'join-us': ['/m/joinUs', 'Join us'],
      sponsor: ['/m/sponsor', 'Sponsors'],
    };
    for (const [key, [href, label]] of Object.entries(links)) {
      const link = within(menu).getByTestId(`side-menu-${key}`);
      expect([link.getAttribute('href'), link.textContent]).toEqual([href, label]);
    }
  });

  it('offers customer service to everyone, and feedback and live chat (CBS3) to members', async () => {
    const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;
    platform();
    const guest = await renderShell('/m/home');
    let menu = await openMenu();
    expect(within(menu).getByTestId('side-menu-customer-service').getAttribute('href')).toBe('/m/customerService');
    expect(within(menu).queryByTestId('side-menu-feedback')).toBeNull();
    expect(within(menu).queryByTestId('side-menu-live-chat')).toBeNull();
    guest.unmount();
    flags.CBS3 = true;
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    menu = await openMenu();
    expect(within(menu).getByTestId('side-menu-feedback').getAttribute('href')).toBe('/m/feedback');
    expect(within(menu).getByTestId('side-menu-live-chat').getAttribute('href')).toBe('/m/liveChat');
    expect(within(menu).getByTestId('side-menu-customer-service').getAttribute('href')).toBe('/m/customerService');
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
    expect(within(categories).getByRole('link', { name: 'DS88 Sabong' }).getAttribute('href')).toBe(
      '/m/gameList?gameType=SPORTS&vassalage=DS88',
    );
  });

  it('the last category row is followed directly by the promotions row: one divider, no empty row between', async () => {
    platform();
    await renderShell('/m/home');
    const menu = await openMenu();
    const categories = await within(menu).findByTestId('side-menu-categories');
    const promotion = within(menu).getByTestId('side-menu-promotion');
    // The links list comes right after the games section, inside the same gapless block of rows.
    const rows = within(menu).getByTestId('side-menu-rows');
    const linksList = promotion.closest('ul')!;
    expect(categories.closest('section')!.nextElementSibling).toBe(linksList);
    expect(linksList.parentElement).toBe(rows);
    expect(linksList.previousElementSibling?.contains(categories)).toBe(true);
  });

  it('closes on a route change: tapping a vendor opens its game list', async () => {
    platform();
    const { location } = await renderShell('/m/home');
    const menu = await openMenu();
    await userEvent.click(within(await within(menu).findByTestId('side-menu-categories')).getByRole('button', { name: 'Live casino' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Evolution' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location().pathname + location().search).toBe('/m/gameList?gameType=LIVE&vassalage=EVO');
  });

  it('closes on a route change to the same home page too, and opens again', async () => {
    platform();
    const { navigate } = await renderShell('/m/home');
    await openMenu();
    await navigate('/m/home');
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
    platform();
    fakePlatform.answer(calls.games.vendors, async () => {
      await answered;
      return { data: { lanes: VENDOR_LANES } };
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
    platform();
    fakePlatform.answer(calls.games.vendors, () => (fails ? refuse('function.not.available') : { data: { lanes: VENDOR_LANES } }));
    await renderShell('/m/home');
    const menu = await openMenu();
    const error = await within(menu).findByTestId('side-menu-vendors-error');
    expect(error.textContent).toContain('Sorry, this account does not have permission or the feature is temporarily unavailable.');
    fails = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByTestId('side-menu-categories')).toBeTruthy();
  });

  it('has an empty state when there are no vendors', async () => {
    platform();
    fakePlatform.answer(calls.games.vendors, { data: { lanes: [] } });
    await renderShell('/m/home');
    const menu = await openMenu();
    expect((await within(menu).findByTestId('side-menu-vendors-empty')).textContent).toBe('No games available yet');
  });
});

describe('side menu, member', () => {
  it('welcomes the member by nickname, shows the balance and links to deposit, withdrawal and records', async () => {
    platform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const menu = await openMenu();
    expect((await within(menu).findByText('Welcome, Lucky Amy')).getAttribute('data-testid')).toBe('side-menu-welcome');
    expect((await within(menu).findByTestId('side-menu-balance')).textContent).toBe('₫1,234.50');
    expect(await within(menu).findByText('Balance (VND)')).toBeTruthy();
    expect(within(menu).getByTestId('side-menu-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(menu).getByTestId('side-menu-withdraw').getAttribute('href')).toBe('/m/withdraw');
    expect(within(menu).getByTestId('side-menu-record').getAttribute('href')).toBe('/m/transaction/record');
    expect(fakePlatform.requests(calls.wallet.balance).length).toBeGreaterThan(0);
  });

  it('the member wallet is asked for again when the menu opens', async () => {
    platform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    const { queryClient } = await renderShell('/m/home');
    await screen.findByTestId('header-balance');
    const before = fakePlatform.requests(calls.wallet.balance).length;
    await queryClient.invalidateQueries({ refetchType: 'none' });
    const menu = await openMenu();
    await within(menu).findByTestId('side-menu-balance');
    await waitFor(() => expect(fakePlatform.requests(calls.wallet.balance).length).toBeGreaterThan(before));
  });
});
