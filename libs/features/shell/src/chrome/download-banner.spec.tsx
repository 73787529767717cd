import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { persistedQueryStorageKey } from '@playdeck/api/client';
import { renderWithApp } from '@playdeck/testing';
import { DownloadBanner, PERSISTED_SETTINGS_KEY, persistedSettingsHaveIosLink } from './download-banner';

const IOS_11_2 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_2_6 like Mac OS X) AppleWebKit/604.5.6 (KHTML, like Gecko) Version/11.0 Mobile/15D100 Safari/604.1';
const IOS_16 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const NATIVE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PlaydeckApp/2.3.0';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'standalone');
  Reflect.deleteProperty(window, 'matchMedia');
});

const renderBanner = () =>
  renderWithApp(<DownloadBanner />, { path: '/m/home', routePath: '/m/home', routes: { '/m/app': <p>app page</p> }, toasts: false });

function persistSettings(downloadLinks: { resourceType: string; url: string }[]) {
  localStorage.setItem(PERSISTED_SETTINGS_KEY, JSON.stringify({ savedAt: Date.now(), value: { downloadLinks } }));
}

describe('DownloadBanner', () => {
  it('shows by default and opens /m/app', async () => {
    await renderBanner();
    expect(screen.getByTestId('download-banner').textContent).toContain('Get the Playdeck app');
    await userEvent.click(screen.getByRole('link', { name: 'Download' }));
    expect(screen.getByText('app page')).toBeTruthy();
  });

  it('closes for good: hideDownloadBar is stored and a new page load keeps it hidden', async () => {
    const first = await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(screen.queryByTestId('download-banner')).toBeNull();
    expect(localStorage.getItem('hideDownloadBar')).toBe('true');
    first.unmount();
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });

  it('hides in an installed web app (display-mode standalone)', async () => {
    const matchMedia = (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });

  it('hides when iOS launched it from the home screen (navigator.standalone)', async () => {
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });

  it('hides on an iOS without home-screen web apps (11.2)', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_11_2);
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });

  it('hides in the native app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(NATIVE_APP);
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });

  it('shows on a current iPhone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_16);
    await renderBanner();
    expect(screen.getByTestId('download-banner')).toBeTruthy();
  });

  it('in a web clip: hidden when the known settings have no iOS link, shown when they have one', async () => {
    localStorage.setItem('WEBCLIP', 'true');
    persistSettings([{ resourceType: 'Android', url: 'https://get.luckystar.test/luckystar.apk' }]);
    const withoutIos = await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
    withoutIos.unmount();

    persistSettings([{ resourceType: 'IOS', url: 'https://download.playdeck.test/playdeck.ipa' }]);
    await renderBanner();
    expect(screen.getByTestId('download-banner')).toBeTruthy();
  });

  it('outside a web clip a missing iOS link does not hide it', async () => {
    persistSettings([{ resourceType: 'Android', url: 'https://get.luckystar.test/luckystar.apk' }]);
    await renderBanner();
    expect(screen.getByTestId('download-banner')).toBeTruthy();
  });
});

describe('persistedSettingsHaveIosLink', () => {
  it('reads the key site-data persists consolidated settings under', () => {
    expect(PERSISTED_SETTINGS_KEY).toBe(persistedQueryStorageKey(contract.system.consolidatedSettings, undefined));
  });

  it('counts unknown or unreadable settings as having the link', () => {
    expect(persistedSettingsHaveIosLink(localStorage)).toBe(true);
    localStorage.setItem(PERSISTED_SETTINGS_KEY, '{not json');
    expect(persistedSettingsHaveIosLink(localStorage)).toBe(true);
    expect(persistedSettingsHaveIosLink(undefined)).toBe(true);
    persistSettings([{ resourceType: 'IOS', url: ' ' }]);
    expect(persistedSettingsHaveIosLink(localStorage)).toBe(false);
  });
});
