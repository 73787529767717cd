import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import { useUnreadStore } from '@playdeck/features-shell';
import { calls, demoMemberSession, fakePlatform, NORMAL_STATUS, signIn } from '@playdeck/testing';
import { App } from './app';

// The member centre gets its template, name, avatar and logout from the shell through route-screens.ts: checked here,
// on the whole app (the member library's own specs use a stand-in shell).

beforeAll(async () => {
  await initI18n('EN');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function openApp(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const withMemberCentre = (mem_cen: 0 | 1) => ({
  ...NORMAL_STATUS,
  info: { ...NORMAL_STATUS.info, mobileTemplate: { mem_cen, dep_func: 0 as const } },
});

describe('member centre in the app', () => {
  it.each([
    [1, 'new'],
    [0, 'base'],
  ] as const)('status mem_cen %i shows the %s template, with the shell’s name for the member', async (flag, template) => {
    fakePlatform.answer(calls.system.status, withMemberCentre(flag));
    signIn(demoMemberSession);
    openApp('/m/member/home');
    await waitFor(() => expect(screen.getByTestId('member-centre').dataset['template']).toBe(template));
    await waitFor(() => expect(screen.getByTestId('member-centre-name').textContent).toBe('Lucky Amy'));
  });

  it('logout asks with the shell’s confirmation, then logs out and goes home', async () => {
    signIn(demoMemberSession);
    openApp('/m/member/home');
    await userEvent.click(await within(await screen.findByTestId('member-centre')).findByTestId('row-logout'));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByTestId('logout-confirm'));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(fakePlatform.requests(calls.session.logout)).toHaveLength(1);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('a visitor is sent to login', async () => {
    signIn(null);
    openApp('/m/member/transfer');
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});

describe('member type 4 in the app (spec section 6: no inbox unread count anywhere)', () => {
  it('the member centre and the bottom bar show no count even when one is held (the header: home-header.spec.tsx)', async () => {
    fakePlatform.answer(calls.system.status, withMemberCentre(1));
    fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 3 });
    useUnreadStore.setState({ unreadCount: 3 });
    signIn({ ...demoMemberSession, userName: 'type04', type: 4 });
    openApp('/m/member/home');
    const centre = await screen.findByTestId('member-centre', {}, { timeout: 15_000 });
    expect(await within(centre).findByTestId('row-inbox')).toBeTruthy();
    expect(within(centre).queryByTestId('member-inbox-unread')).toBeNull();
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    expect(fakePlatform.requests(calls.inbox.unreadCount)).toHaveLength(0);
  });
});

describe('transfer in the app', () => {
  it('the header balance shows the total the transfer answered', async () => {
    fakePlatform.answer(calls.wallet.merchantWallets, {
      currency: 'VND',
      currencySymbol: '₫',
      wallets: [
        { code: 'MAIN', name: 'Main wallet' },
        { code: 'JL', name: 'JILI' },
      ],
    });
    fakePlatform.answer(calls.wallet.balance, {
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 100,
      wallets: [{ code: 'MAIN', name: 'Main wallet', balance: 100 }],
    });
    fakePlatform.answer(calls.wallet.transfer, {
      currency: 'VND',
      currencySymbol: '₫',
      sumBalance: 99.99,
      wallets: [
        { code: 'MAIN', name: 'Main wallet', balance: 90 },
        { code: 'JL', name: 'JILI', balance: 9.99 },
      ],
    });
    signIn(demoMemberSession);
    openApp('/m/member/transfer');
    const form = await screen.findByTestId('transfer-form', {}, { timeout: 5000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.click(within(form).getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-wallet-JL').textContent).toBe('₫9.99'));
    act(() => {
      window.history.pushState(null, '', '/m/home');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('₫99.99'));
    expect(fakePlatform.requests(calls.wallet.balance)).toHaveLength(1);
  });
});
