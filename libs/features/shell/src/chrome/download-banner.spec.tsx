import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@playdeck/device/install-prompt';
import { fireInstallPrompt } from '@playdeck/device/testing';
import { calls, delayed, demoSettings, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { DownloadBanner } from './download-banner';

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
  window.history.replaceState(null, '', '/');
});

const renderBanner = () =>
  renderWithApp(<DownloadBanner />, { path: '/m/home', routePath: '/m/home', routes: { '/m/app': <p>app page</p> }, toasts: false });

describe('DownloadBanner', () => {
  it('shows by default; Download opens its popup, whose last link leads to /m/app', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    await renderBanner();
    expect(screen.getByTestId('download-banner').textContent).toContain('Get the Playdeck app');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Get the Playdeck app' });
    expect(await within(popup).findByText('Install the Playdeck app on this phone in one tap.')).toBeTruthy();
    expect(screen.queryByText('app page')).toBeNull();
    await userEvent.click(within(popup).getByRole('link', { name: 'QR codes and install guide' }));
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

  it('hides in an iOS web clip even though the site has an iOS app (spec: hidden in a web clip)', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_16);
    window.history.replaceState(null, '', '/m/home?webclip=1');
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
    expect(localStorage.getItem('WEBCLIP')).toBe('true');
  });

  it('stays hidden on later pages of the web clip, which no longer carry ?webclip=1', async () => {
    localStorage.setItem('WEBCLIP', 'true');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_16);
    await renderBanner();
    expect(screen.queryByTestId('download-banner')).toBeNull();
  });
});

const withApps = {
  ...demoSettings,
  downloadLinks: [
    { resourceType: 'IOS' as const, url: 'https://download.playdeck.test/playdeck.ipa' },
    { resourceType: 'Android' as const, url: 'https://download.playdeck.test/playdeck.apk' },
  ],
};
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';

async function openPopup() {
  await renderBanner();
  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  return screen.findByRole('dialog', { name: 'Get the Playdeck app' });
}

describe('the download bar popup', () => {
  it.each([
    { phone: 'Android', agent: ANDROID, offered: ['Download for Android'] },
    { phone: 'an iPhone', agent: IOS_16, offered: ['Download for iOS'] },
    {
      phone: 'a computer',
      agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/116.0.0.0 Safari/537.36',
      offered: ['Download for iOS', 'Download for Android'],
    },
  ])('offers $phone its own app: $offered', async ({ agent, offered }) => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
    const popup = await openPopup();
    await within(popup).findByTestId('download-popup-links');
    expect(
      within(popup)
        .getAllByRole('button', { name: /^Download for/ })
        .map((button) => button.textContent),
    ).toEqual(offered);
  });

  it('a package link downloads in this window and the popup closes', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: window.location.origin, assign });
    const popup = await openPopup();
    fireEvent.click(await within(popup).findByRole('button', { name: 'Download for Android' }));
    expect(assign).toHaveBeenCalledWith('https://download.playdeck.test/playdeck.apk');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loading, then no app to offer', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, delayed(200, demoSettings));
    const popup = await openPopup();
    expect(within(popup).getByTestId('download-popup-loading').getAttribute('aria-busy')).toBe('true');
    expect(await within(popup).findByText('No app to download yet')).toBeTruthy();
  });

  it('a failure shows the reason and a retry that asks again', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, refuse('system.upgrading', { status: 503, value: {} }));
    const popup = await openPopup();
    expect((await within(popup).findByTestId('download-popup-error')).textContent).toContain('System upgrading, please try again later.');
    const asked = fakePlatform.requests(calls.system.consolidatedSettings).length;
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    fireEvent.click(within(popup).getByRole('button', { name: 'Retry' }));
    expect(await within(popup).findByRole('button', { name: 'Download for iOS' })).toBeTruthy();
    expect(fakePlatform.requests(calls.system.consolidatedSettings).length).toBeGreaterThan(asked);
  });
});

/** Chromium's `beforeinstallprompt`, with a fake install dialog that answers `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  act(() => fireInstallPrompt(prompt, outcome));
  return prompt;
}

describe('installing the site from the popup', () => {
  captureInstallPrompt(window);
  afterEach(() => void window.dispatchEvent(new Event('appinstalled')));

  it('on Android, a prompt Chrome offered is one tap away besides the app link; it goes once used', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const prompt = offerInstall('accepted');
    const popup = await openPopup();
    expect(await within(popup).findByRole('button', { name: 'Download for Android' })).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(popup).queryByRole('button', { name: 'Install app' })).toBeNull());
    expect(within(popup).getByRole('button', { name: 'Download for Android' })).toBeTruthy();
  });

  it('a prompt that comes while the popup is open shows up; with no app links it replaces the empty state', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, demoSettings);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const popup = await openPopup();
    expect(await within(popup).findByText('No app to download yet')).toBeTruthy();
    offerInstall('dismissed');
    expect(await within(popup).findByRole('button', { name: 'Install app' })).toBeTruthy();
    expect(within(popup).queryByText('No app to download yet')).toBeNull();
  });

  it('no install button without a prompt', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const popup = await openPopup();
    await within(popup).findByTestId('download-popup-links');
    expect(within(popup).queryByTestId('download-popup-install')).toBeNull();
  });

  it('in iPhone Safari, the steps to add the site to the home screen, with the brand name', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, withApps);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IOS_16);
    const popup = await openPopup();
    const steps = await within(popup).findByTestId('download-popup-web-clip');
    expect(steps.textContent).toContain('Add Playdeck to your home screen');
    expect(steps.textContent).toContain('tap the Share button');
    expect(within(popup).queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
