import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { useUnreadStore } from '../inbox/unread-store';
import {
  calls,
  demoMemberInfo as MEMBER_INFO,
  demoMemberSession as MEMBER_SESSION,
  demoWallet as MEMBER_WALLET,
  fakePlatform,
  refuse,
} from '@playdeck/testing';
import { renderShell } from '../testing/render-shell';

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;

function memberPlatform() {
  fakePlatform.answer(calls.session.memberInfo, MEMBER_INFO);
  fakePlatform.answer(calls.wallet.balance, MEMBER_WALLET);
  fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 3 });
}

const header = () => screen.findByTestId('home-header');

describe('home header, visitor', () => {
  it('logo home, login and sign-up links; no member controls', async () => {
    await renderShell('/m/home');
    const bar = await header();
    expect(within(bar).getByRole('link', { name: 'Playdeck' }).getAttribute('href')).toBe('/m/home');
    expect(within(bar).getByTestId('home-login').getAttribute('href')).toBe('/m/login');
    expect(within(bar).getByTestId('home-register').getAttribute('href')).toBe('/m/register');
    expect(within(bar).queryByTestId('header-logout')).toBeNull();
    expect(within(bar).queryByTestId('member-summary')).toBeNull();
    expect(within(bar).queryByTestId('header-inbox')).toBeNull();
  });

  it('shows on every home path and nowhere else; the titled header stays hidden on home', async () => {
    const { navigate } = await renderShell('/');
    await header();
    expect(screen.queryByTestId('app-header')).toBeNull();
    await navigate('/m/activity');
    await waitFor(() => expect(screen.queryByTestId('home-header')).toBeNull());
    expect(screen.getByTestId('app-header')).toBeTruthy();
    await navigate('/m/index.html');
    await header();
  });
});

describe('home header, member', () => {
  it('avatar and nickname to the member centre, balance in the brand currency, deposit, inbox with unread badge, logout', async () => {
    memberPlatform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const bar = await header();
    expect(within(bar).queryByTestId('home-login')).toBeNull();
    expect((await within(bar).findByTestId('header-nickname')).textContent).toBe('Lucky Amy');
    expect(within(bar).getByTestId('member-avatar').textContent).toBe('L');
    expect(within(bar).getByTestId('header-member').getAttribute('href')).toBe('/m/member/home');
    expect((await within(bar).findByTestId('header-balance')).textContent).toBe('₫1,234.50');
    expect(within(bar).getByTestId('header-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    expect(within(bar).getByTestId('header-logout')).toBeTruthy();
    const inbox = within(bar).getByTestId('header-inbox');
    expect(inbox.getAttribute('href')).toBe('/m/webEmail');
    expect(await within(inbox).findByText('3')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Inbox (3 unread messages)' })).toBe(inbox);
  });

  it('shows the static avatar the member chose instead of the initial', async () => {
    memberPlatform();
    fakePlatform.answer(calls.headIcon.get, { avatar: '7.png', avatarType: 'STATIC' });
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const bar = await header();
    await waitFor(() => expect(within(bar).getByTestId('member-avatar').getAttribute('src')).toBe('/wps/static/avatars/7.png'));
    expect(within(bar).getByTestId('member-avatar').textContent).toBe('');
  });

  it("shows a custom avatar: the member's upload, fetched with the session's token", async () => {
    memberPlatform();
    const asked: (string | null)[] = [];
    fakePlatform.answer(calls.headIcon.get, { avatar: 'demoUpload000000000042', avatarType: 'CUSTOM' });
    fakePlatform.answerUploadedImage((uploadId, headers) => {
      asked.push(`${uploadId} ${headers.get('authorization')}`);
      return new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:avatar-42');
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const bar = await header();
    await waitFor(() => expect(within(bar).getByTestId('member-avatar').getAttribute('src')).toBe('blob:avatar-42'));
    expect(asked).toEqual([`demoUpload000000000042 ${MEMBER_SESSION.token}`]);
    createObjectURL.mockRestore();
  });

  it('the nickname falls back to the account', async () => {
    memberPlatform();
    fakePlatform.answer(calls.session.memberInfo, { ...MEMBER_INFO, nickname: null, account: 'amy-account' });
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    expect((await within(await header()).findByTestId('header-nickname')).textContent).toBe('amy-account');
  });

  it('no unread badge at 0', async () => {
    memberPlatform();
    fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 0 });
    useSessionStore.getState().setSession(MEMBER_SESSION);
    useUnreadStore.setState({ unreadCount: 4 });
    await renderShell('/m/home');
    await waitFor(() => expect(useUnreadStore.getState().unreadCount).toBe(0));
    expect(fakePlatform.requests(calls.inbox.unreadCount).length).toBe(1);
    const inbox = await within(await header()).findByTestId('header-inbox');
    await within(await header()).findByTestId('header-balance');
    expect(inbox.querySelector('[data-badge]')).toBeNull();
    expect(inbox.getAttribute('aria-label')).toBe('Inbox');
  });

  it('member type 4: no unread count is asked for and no badge shows, in the header or the bottom bar', async () => {
    flags.CBS3 = true;
    memberPlatform();
    useSessionStore.getState().setSession({ ...MEMBER_SESSION, type: 4 });
    useUnreadStore.setState({ unreadCount: 5 });
    await renderShell('/m/home');
    const inbox = await within(await header()).findByTestId('header-inbox');
    await within(await header()).findByTestId('header-balance');
    expect(inbox.querySelector('[data-badge]')).toBeNull();
    expect(inbox.getAttribute('aria-label')).toBe('Inbox');
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    expect(fakePlatform.requests(calls.inbox.unreadCount).length).toBe(0);
  });

  it('without CBS3 the header still shows the count; only the bottom bar has none', async () => {
    flags.CBS3 = false;
    memberPlatform();
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const inbox = await within(await header()).findByTestId('header-inbox');
    await waitFor(() => expect(inbox.querySelector('[data-badge="count"]')?.textContent).toBe('3'));
    expect(inbox.getAttribute('aria-label')).toBe('Inbox (3 unread messages)');
    expect(fakePlatform.requests(calls.inbox.unreadCount)[0]!.headers.get('Module')).toBe('CBS3');
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
  });

  it('a balance that failed to load offers a retry', async () => {
    let walletFails = true;
    memberPlatform();
    fakePlatform.answer(calls.wallet.balance, () => (walletFails ? refuse('function.not.available') : MEMBER_WALLET));
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    const retry = await within(await header()).findByTestId('header-balance-error');
    expect(retry.textContent).toBe('Loading failed, click to retry');
    walletFails = false;
    await userEvent.click(retry);
    expect((await screen.findByTestId('header-balance')).textContent).toBe('₫1,234.50');
  });

  it('a trial user: the trial name, no member info call', async () => {
    memberPlatform();
    useSessionStore.getState().setSession({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    sessionStorage.setItem('trialUserName', 'guest123');
    await renderShell('/m/home');
    expect((await within(await header()).findByTestId('header-nickname')).textContent).toBe('guest123');
    expect(fakePlatform.requests(calls.session.memberInfo).length).toBe(0);
    expect(fakePlatform.requests(calls.inbox.unreadCount).length).toBe(0);
    expect(fakePlatform.requests(calls.session.trialAccount).length).toBe(0);
  });

  it('a trial session in a new tab (no name kept): the trial account call names it, and the tab keeps it', async () => {
    memberPlatform();
    fakePlatform.answer(calls.session.trialAccount, { userName: 'guest456', merchantCode: 'PLAYDECKtrial' });
    useSessionStore.getState().setSession({ token: 'trial-token', merchantCode: 'PLAYDECKtrial' });
    await renderShell('/m/home');
    expect((await within(await header()).findByTestId('header-nickname')).textContent).toBe('guest456');
    expect(fakePlatform.requests(calls.session.trialAccount)).toHaveLength(1);
    expect(fakePlatform.requests(calls.session.trialAccount)[0]!.headers.get('Merchant')).toBe('PLAYDECKtrial');
    expect(sessionStorage.getItem('trialUserName')).toBe('guest456');
  });

  it('logging out with the header icon brings the visitor links back and forgets the unread count', async () => {
    memberPlatform();
    fakePlatform.answer(calls.session.logout, null);
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/home');
    await waitFor(() => expect(useUnreadStore.getState().unreadCount).toBe(3));
    await userEvent.click(within(await header()).getByTestId('header-logout'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log out' })).getByTestId('logout-confirm'));
    expect(await within(await header()).findByTestId('home-login')).toBeTruthy();
    expect(within(await header()).queryByTestId('member-summary')).toBeNull();
    expect(fakePlatform.requests(calls.session.logout).length).toBe(1);
    expect(useSessionStore.getState().session).toBeNull();
    expect(useUnreadStore.getState().unreadCount).toBe(0);
  });
});

describe('unread count in the bottom bar', () => {
  it('with CBS3 the footer shows the count the shell loaded, on any page', async () => {
    flags.CBS3 = true;
    memberPlatform();
    fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 7 });
    useSessionStore.getState().setSession(MEMBER_SESSION);
    await renderShell('/m/activity');
    const badge = await screen.findByTestId('footer-unread-badge');
    expect(within(badge).getByText('7')).toBeTruthy();
  });
});
