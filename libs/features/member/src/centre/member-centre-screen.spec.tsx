import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, delayed, demoMemberInfo, demoMemberSession, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { withMemberShell } from '../shell/member-shell';
import { testMemberShell } from '../testing/test-member-shell';
import { keepWallets } from '../testing/wallet-world';
import MemberCentreScreen from './member-centre-screen';

type ShellOptions = Parameters<typeof testMemberShell>[0];

async function renderCentre(shell: ShellOptions = {}) {
  const Screen = withMemberShell(MemberCentreScreen, testMemberShell(shell));
  return renderWithApp(<Screen />, { path: '/m/member/home', routePath: '/m/member/home', session: demoMemberSession });
}

const centre = () => screen.getByTestId('member-centre');

/** What a template shows, independent of its layout: name, total, wallets, shortcuts and where they lead. */
async function shownContent() {
  const total = await screen.findByTestId('member-total-balance');
  const links = within(centre())
    .getAllByRole('link')
    .map((link) => [link.getAttribute('data-testid'), link.getAttribute('href')]);
  const wallets = within(screen.getByTestId('member-wallets'))
    .getAllByTestId(/^member-wallet-/)
    .map((wallet) => [wallet.getAttribute('data-testid'), wallet.textContent]);
  return {
    name: screen.getByTestId('member-centre-name').textContent,
    avatar: screen.getByTestId('member-avatar').textContent,
    total: total.textContent,
    wallets,
    links: links.sort(),
    logout: Boolean(within(centre()).getByTestId('row-logout')),
  };
}

describe('member centre templates', () => {
  it('base: a header card over list rows', async () => {
    keepWallets(fakePlatform, { MAIN: 120_050, JL: 3_000 });
    await renderCentre({ template: 'base' });
    expect(centre().dataset['template']).toBe('base');
    expect((await within(screen.getByTestId('member-header-card')).findByTestId('member-total-balance')).textContent).toBe('₫1,230.50');
    expect(within(screen.getByTestId('member-shortcuts')).getByTestId('section-account')).toBeTruthy();
    expect(screen.queryByTestId('member-hero')).toBeNull();
  });

  it('new: a hero card with the balance over an icon grid', async () => {
    keepWallets(fakePlatform, { MAIN: 120_050, JL: 3_000 });
    await renderCentre({ template: 'new' });
    expect(centre().dataset['template']).toBe('new');
    expect((await within(screen.getByTestId('member-hero')).findByTestId('member-total-balance')).textContent).toBe('₫1,230.50');
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeTruthy();
    expect(screen.queryByTestId('member-header-card')).toBeNull();
  });

  it('both show the same content: name, avatar, total, every wallet, every shortcut and logout', async () => {
    keepWallets(fakePlatform, { MAIN: 120_050, JL: 3_000 });
    const base = await renderCentre({ template: 'base' });
    const baseContent = await shownContent();
    base.unmount();
    await renderCentre({ template: 'new' });
    const newContent = await shownContent();
    expect(newContent).toEqual(baseContent);
    expect(baseContent).toEqual({
      name: 'Lucky Amy',
      avatar: 'L',
      total: '₫1,230.50',
      wallets: [
        ['member-wallet-MAIN', '₫1,200.50'],
        ['member-wallet-JL', '₫30'],
      ],
      links: [
        ['row-changePassword', '/m/changePsw'],
        ['row-customerService', '/m/customerService'],
        ['row-deposit', '/m/voucherCenter'],
        ['row-feedback', '/m/feedback'],
        ['row-inbox', '/m/webEmail'],
        ['row-kyc', '/m/member/kyc'],
        ['row-liveChat', '/m/liveChat'],
        ['row-records', '/m/transaction/record'],
        ['row-rewards', '/m/rewardCenter'],
        ['row-security', '/m/securityCenter'],
        ['row-settings', '/m/set'],
        ['row-transfer', '/m/member/transfer'],
        ['row-withdraw', '/m/withdraw'],
      ],
      logout: true,
    });
  });

  it.each(['base', 'new'] as const)('%s: the inbox shortcut carries the unread count, none at 0', async (template) => {
    const first = await renderCentre({ template, unread: 3 });
    expect((await within(centre()).findByTestId('member-inbox-unread')).textContent).toContain('3');
    first.unmount();
    await renderCentre({ template, unread: 0 });
    await screen.findByTestId('member-total-balance');
    expect(screen.queryByTestId('member-inbox-unread')).toBeNull();
  });

  it.each(['base', 'new'] as const)('%s: logout opens the shell’s confirmation', async (template) => {
    await renderCentre({ template });
    await userEvent.click(within(centre()).getByTestId('row-logout'));
    expect(screen.getByRole('dialog', { name: 'Log out' })).toBeTruthy();
  });
});

describe('member centre: agent home', () => {
  it.each([1, 2, 41, 42])('is offered to member type %i (an agent)', async (type) => {
    fakePlatform.answer(calls.session.memberInfo, { ...demoMemberInfo, type });
    await renderCentre({ template: 'new' });
    expect((await within(centre()).findByTestId('row-agent')).getAttribute('href')).toBe('/m/agent');
  });

  it.each([0, 4, 40])('is not offered to member type %i', async (type) => {
    fakePlatform.answer(calls.session.memberInfo, { ...demoMemberInfo, type });
    await renderCentre({ template: 'base' });
    await waitFor(() => expect(fakePlatform.requests(calls.session.memberInfo)).toHaveLength(1));
    await screen.findByTestId('member-total-balance');
    expect(within(centre()).queryByTestId('row-agent')).toBeNull();
  });
});

describe('member centre: balance', () => {
  it('refresh asks the platform again and shows the new total', async () => {
    const balances = keepWallets(fakePlatform, { MAIN: 100_00 });
    await renderCentre();
    expect((await screen.findByTestId('member-total-balance')).textContent).toBe('₫100');
    balances['MAIN'] = 250_75;
    await userEvent.click(screen.getByTestId('member-balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('member-total-balance').textContent).toBe('₫250.75'));
    expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(2);
  });

  it('shows a loading state first', async () => {
    fakePlatform.answer(calls.wallet.balance, delayed(60_000, { currency: 'VND', currencySymbol: '₫', sumBalance: 0, wallets: [] }));
    await renderCentre();
    expect(screen.getByTestId('member-balance-loading')).toBeTruthy();
  });

  it('a failed balance shows the reason and a retry that loads it', async () => {
    fakePlatform.answer(calls.wallet.balance, refuseUnknown('system.error'));
    await renderCentre();
    const error = await screen.findByTestId('member-balance-error');
    keepWallets(fakePlatform, { MAIN: 5_00 });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('member-total-balance')).textContent).toBe('₫5');
  });

  it.each(['base', 'new'] as const)('%s: says so when the member has no game wallets', async (template) => {
    keepWallets(fakePlatform, { MAIN: 5_00 });
    await renderCentre({ template });
    expect((await screen.findByTestId('member-no-game-wallets')).textContent).toBe('No game wallets yet');
  });
});
