import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@playdeck/session';
import { renderShell } from '../testing/render-shell';

/** Waits until the shell shows the screen container of `routeId`. */
function screenFor(routeId: string): Promise<HTMLElement> {
  return waitFor(() => {
    const main = document.querySelector<HTMLElement>(`main[data-route="${routeId}"]`);
    if (!main) throw new Error(`no screen for ${routeId}; showing ${document.querySelector('main')?.dataset.route}`);
    return main;
  });
}

describe('shell layout in the DOM', () => {
  it('home: download banner, footer, float button, no header', async () => {
    await renderShell('/m/');
    await screenFor('home');
    expect(await screen.findByTestId('brand-logo')).toHaveProperty('alt', 'Playdeck');
    expect(screen.getByTestId('download-banner')).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(screen.getByTestId('footer-menu')).toBeTruthy();
    expect(screen.getByTestId('float-button').getAttribute('rel')).toContain('noopener');
    const homeHeader = screen.getByTestId('home-header');
    expect(within(homeHeader).getByTestId('home-login').getAttribute('href')).toBe('/m/login');
    expect(within(homeHeader).getByTestId('home-register').getAttribute('href')).toBe('/m/register');
    expect(document.title).toBe('Playdeck');
  });

  it('the floating button is inside a landmark of its own, named, beside the page (axe: region)', async () => {
    await renderShell('/m/activity');
    await screenFor('activity');
    const landmark = screen.getByRole('complementary', { name: 'Contact customer service' });
    expect(within(landmark).getByTestId('float-button')).toBeTruthy();
    expect(landmark.closest('main, header, nav, footer')).toBeNull();
  });

  it('the site root and /m/index.html render home', async () => {
    const { navigate } = await renderShell('/');
    await screenFor('home');
    await navigate('/m/index.html');
    await screenFor('home');
    expect(screen.getByTestId('download-banner')).toBeTruthy();
  });

  it('login: no header, no footer, no banner; float button stays; titled placeholder', async () => {
    await renderShell('/m/login');
    await screenFor('login');
    expect(screen.queryByTestId('app-header')).toBeNull();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
    expect(screen.queryByTestId('download-banner')).toBeNull();
    expect(screen.getByTestId('float-button')).toBeTruthy();
    expect((await screen.findByTestId('page-title')).textContent).toBe('Log in');
    expect(screen.getByText('This screen is coming in a later release')).toBeTruthy();
  });

  it('activity: header with title and back arrow, footer', async () => {
    await renderShell('/m/activity');
    await screenFor('activity');
    const header = screen.getByTestId('app-header');
    expect(within(header).getByTestId('page-title').textContent).toBe('Promotions');
    expect(within(header).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByTestId('footer-menu')).toBeTruthy();
    expect(screen.getByTestId('footer-promotion').getAttribute('aria-current')).toBe('page');
  });

  it('message: back goes home; footer hidden', async () => {
    const { location, navigate } = await renderShell('/m/activity');
    await navigate('/m/message');
    await screenFor('message');
    expect(screen.queryByTestId('footer-menu')).toBeNull();
    await userEvent.click(screen.getByTestId('header-back'));
    await screenFor('home');
    expect(location().pathname).toBe('/m/home');
  });

  it('vip: back goes one step back in history', async () => {
    const { location, navigate } = await renderShell('/m/other');
    await navigate('/m/vip');
    await screenFor('vip');
    await userEvent.click(screen.getByTestId('header-back'));
    await screenFor('other');
    expect(location().pathname).toBe('/m/other');
  });

  it('vip opened directly: back falls back to home', async () => {
    const { location } = await renderShell('/m/vip');
    await screenFor('vip');
    await userEvent.click(screen.getByTestId('header-back'));
    await screenFor('home');
    expect(location().pathname).toBe('/m/home');
  });

  it('app: logo and close control to home, no footer', async () => {
    const { location } = await renderShell('/m/app');
    await screenFor('app');
    const header = screen.getByTestId('app-header');
    expect(within(header).getByTestId('brand-logo')).toBeTruthy();
    expect(within(header).queryByTestId('header-back')).toBeNull();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
    await userEvent.click(within(header).getByRole('link', { name: 'Close' }));
    await screenFor('home');
    expect(location().pathname).toBe('/m/home');
  });

  it('game list title follows gameType', async () => {
    const { navigate } = await renderShell('/m/gameList?gameType=FISH');
    await screenFor('gameList');
    expect(screen.getByTestId('page-title').textContent).toBe('Fishing');
    await navigate('/m/gameList?gameType=LIVE');
    expect(screen.getByTestId('page-title').textContent).toBe('Live casino');
    await navigate('/m/gameList');
    expect(screen.getByTestId('page-title').textContent).toBe('Slots');
  });

  it('unknown path: home', async () => {
    await renderShell('/m/does/not/exist');
    await screenFor('home');
  });
});

describe('floating element', () => {
  it.each([
    '/m/home',
    '/m/login',
    '/m/register',
    '/m/message',
    '/m/activityDetail?id=1',
    '/m/app',
    '/m/member/home',
    '/m/gameList?gameType=FISH',
  ])('%s: a customer-service shortcut that opens in a new tab', async (path) => {
    await renderShell(path);
    const button = await screen.findByTestId('float-button');
    // The platform's link from the site status (testing/platform-stub), once it has answered.
    await waitFor(() => expect(button.getAttribute('href')).toBe('https://support.example.test/live'));
    expect(button.getAttribute('target')).toBe('_blank');
    expect(button.getAttribute('aria-label')).toBe('Contact customer service (opens in a new tab)');
  });
});

describe('guards', () => {
  it('changePsw without a session goes to /m/home', async () => {
    const { location } = await renderShell('/m/changePsw');
    await screenFor('home');
    expect(location().pathname).toBe('/m/home');
  });

  it('changePsw with a session shows the screen', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 1 });
    await renderShell('/m/changePsw');
    await screenFor('changePsw');
  });

  it.each([0, 4, 40])('agent home sends member type %i home', async (type) => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type });
    const { location } = await renderShell('/m/agent');
    await screenFor('home');
    expect(location().pathname).toBe('/m/home');
  });

  it('agent home without a session goes home; an agent type gets in', async () => {
    const first = await renderShell('/m/agent');
    await screenFor('home');
    first.unmount();
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'boss', type: 2 });
    await renderShell('/m/agent');
    await screenFor('agent');
  });
});

describe('member-only routes (spec section 6)', () => {
  it.each(['/m/withdraw', '/m/voucherCenter', '/m/member/home', '/m/webEmail', '/m/set', '/m/rewardCenter'])(
    'a visitor on %s goes to login, which will send it back',
    async (path) => {
      const { location } = await renderShell(path);
      await screenFor('login');
      expect(location().pathname).toBe('/m/login');
      expect(new URLSearchParams(location().search).get('redirect')).toBe(path);
    },
  );

  it('the query of the member route travels with the redirect', async () => {
    const { location } = await renderShell('/m/transaction/record?types=A');
    await screenFor('login');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/m/transaction/record?types=A');
  });

  it('a trial user on a money route is told to use a real account and stays where it was', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECKtrial', userName: 'trial01', type: 0 });
    const { location, navigate } = await renderShell('/m/activity');
    await screenFor('activity');
    await navigate('/m/withdraw');
    expect((await screen.findByTestId('session-notice')).textContent).toBe('Please login an actual account to use this function');
    await waitFor(() => expect(location().pathname).toBe('/m/activity'));
    await screenFor('activity');
  });

  it('a trial user opening a money route directly lands on home with the notice', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECKtrial', userName: 'trial01', type: 0 });
    const { location } = await renderShell('/m/voucherCenter');
    expect((await screen.findByTestId('session-notice')).textContent).toBe('Please login an actual account to use this function');
    await waitFor(() => expect(location().pathname).toBe('/m/home'));
  });

  it('a member opens the money route', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
    await renderShell('/m/withdraw');
    await screenFor('withdraw');
  });
});
