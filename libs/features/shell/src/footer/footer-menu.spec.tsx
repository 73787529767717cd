import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import { useUnreadStore } from '../inbox/unread-store';
import { useSessionStore } from '@playdeck/session';
import { renderWithApp } from '@playdeck/testing';
import { FooterMenu } from './footer-menu';

const flags = BRAND_FLAGS as Record<keyof typeof BRAND_FLAGS, boolean>;

const renderFooter = () => renderWithApp(<FooterMenu activeRouteId="home" />, { path: '/', toasts: false });

function logIn() {
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 1 });
}

describe('FooterMenu', () => {
  it('visitors see Other and no record', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Other' }).getAttribute('href')).toBe('/m/other');
    expect(screen.queryByRole('link', { name: 'Record' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Member' })).toBeNull();
  });

  it('members see record and member centre', async () => {
    logIn();
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Record' }).getAttribute('href')).toBe('/m/transaction/record');
    expect(screen.getByRole('link', { name: 'Member' }).getAttribute('href')).toBe('/m/member/home');
    expect(screen.queryByRole('link', { name: 'Other' })).toBeNull();
  });

  it('customer service opens the brand link in a new tab without opener', async () => {
    await renderFooter();
    const link = screen.getByTestId('footer-service');
    expect(link.getAttribute('href')).toBe(new URL(brand.links.customerService, window.location.origin).href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('marks the current route', async () => {
    await renderFooter();
    expect(screen.getByTestId('footer-home').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('footer-promotion').getAttribute('aria-current')).toBeNull();
  });

  it('with CBS3 on, shows the unread count once there is one', async () => {
    flags.CBS3 = true;
    logIn();
    await renderFooter();
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    act(() => useUnreadStore.getState().setUnreadCount(3));
    const badge = await screen.findByTestId('footer-unread-badge');
    expect(within(badge).getByText('3')).toBeTruthy();
    expect(within(badge).getByText('3 unread messages')).toBeTruthy();
    act(() => useUnreadStore.getState().setUnreadCount(120));
    expect(within(screen.getByTestId('footer-unread-badge')).getByText('99+')).toBeTruthy();
  });

  it('with CBS3 on, member type 4 never sees an unread count (spec section 6)', async () => {
    flags.CBS3 = true;
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'type04', type: 4 });
    useUnreadStore.getState().setUnreadCount(3);
    await renderFooter();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    expect(screen.queryByText('3 unread messages')).toBeNull();
  });

  it('with CBS3 off, never shows the unread count', async () => {
    flags.CBS3 = false;
    logIn();
    useUnreadStore.getState().setUnreadCount(3);
    await renderFooter();
    // Give a lazily loaded badge the chance to appear before asserting it did not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('footer-unread-badge')).toBeNull();
    expect(screen.queryByText('3 unread messages')).toBeNull();
  });
});
