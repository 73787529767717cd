import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { i18n, initI18n } from '@playdeck/i18n';
import { useUnreadStore } from '../inbox/unread-store';
import { useSessionStore } from '@playdeck/session';
import { FooterMenu } from './footer-menu';

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;

beforeAll(() => initI18n('EN'));

afterEach(() => {
  useSessionStore.setState({ session: null });
  useUnreadStore.setState({ unreadCount: 0 });
});

function renderFooter() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FooterMenu activeRouteId="home" />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function logIn() {
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 1 });
}

describe('FooterMenu', () => {
  it('visitors see Other and no record', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Other' }).getAttribute('href')).toBe('/m/other');
    expect(screen.queryByRole('link', { name: 'Record' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Member' })).toBeNull();
  });

  it('members see record and member centre', () => {
    logIn();
    renderFooter();
    expect(screen.getByRole('link', { name: 'Record' }).getAttribute('href')).toBe('/m/transaction/record');
    expect(screen.getByRole('link', { name: 'Member' }).getAttribute('href')).toBe('/m/member/home');
    expect(screen.queryByRole('link', { name: 'Other' })).toBeNull();
  });

  it('customer service opens the brand link in a new tab without opener', () => {
    renderFooter();
    const link = screen.getByTestId('footer-service');
    expect(link.getAttribute('href')).toBe(brand.links.customerService);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('marks the current route', () => {
    renderFooter();
    expect(screen.getByTestId('footer-home').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('footer-promotion').getAttribute('aria-current')).toBeNull();
  });

  it('with CBS3 on, shows the unread count once there is one', async () => {
    flags.CBS3 = true;
    logIn();
    renderFooter();
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    act(() => useUnreadStore.getState().setUnreadCount(3));
    const badge = await screen.findByTestId('footer-unread-badge');
    expect(within(badge).getByText('3')).toBeTruthy();
    expect(within(badge).getByText('3 unread messages')).toBeTruthy();
    act(() => useUnreadStore.getState().setUnreadCount(120));
    expect(within(screen.getByTestId('footer-unread-badge')).getByText('99+')).toBeTruthy();
  });

  it('with CBS3 off, never shows the unread count', async () => {
    flags.CBS3 = false;
    logIn();
    useUnreadStore.getState().setUnreadCount(3);
    renderFooter();
    // Give a lazily loaded badge the chance to appear before asserting it did not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    expect(screen.queryByText('3 unread messages')).toBeNull();
  });
});
