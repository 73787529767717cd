import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeDevice, type InstallOffer } from '@playdeck/device';
import { appDownloads } from '@playdeck/site-data';
import { renderWithApp } from '@playdeck/testing';
import { AppDownloadPage } from './app-download-page';

/** A window stand-in that records downloads instead of navigating (jsdom cannot navigate). */
const fakeNavigation = () => ({ open: vi.fn(), location: { assign: vi.fn() } });

const UA = {
  iphoneSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphoneSafari12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphoneSafari12_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/116.0.5845.177 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36',
};

// What apps/platform answers each brand (brands/*/brand.json links.appDownloads).
const PLAYDECK_LINKS = appDownloads([
  { resourceType: 'IOS', url: 'https://download.playdeck.test/playdeck.ipa' },
  { resourceType: 'Android', url: 'https://download.playdeck.test/playdeck.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://download.playdeck.test/playdeck.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' },
  { resourceType: 'AFFILIATES', url: 'https://affiliate.playdeck.test/join' },
]);
const LUCKY_LINKS = appDownloads([
  { resourceType: 'Android', url: 'https://get.luckystar.test/luckystar.apk' },
  { resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' },
]);

async function renderPage(
  userAgent: string,
  downloads = PLAYDECK_LINKS,
  language: 'EN' | 'TY' = 'EN',
  installOffer: InstallOffer | null = null,
) {
  const navigation = fakeNavigation();
  await renderWithApp(
    <AppDownloadPage
      downloads={downloads}
      provisionUrl="https://download.playdeck.test/provision"
      device={describeDevice({ userAgent })}
      navigation={navigation}
      installOffer={installOffer}
    />,
    { language, toasts: false },
  );
  return navigation;
}

describe('AppDownloadPage', () => {
  it('shows a QR code per platform, each encoding its own link', async () => {
    await renderPage(UA.iphoneSafari16);
    const ios = screen.getByRole('img', { name: 'QR code of the Playdeck iOS app download' });
    const android = screen.getByRole('img', { name: 'QR code of the Playdeck Android app download' });
    expect(ios.dataset.qrValue).toBe('https://download.playdeck.test/playdeck.ipa');
    expect(android.dataset.qrValue).toBe('https://download.playdeck.test/playdeck.apk');
    expect(ios.querySelector('path')!.getAttribute('d')).not.toBe(android.querySelector('path')!.getAttribute('d'));
    expect(within(screen.getByTestId('app-download-ios')).getByText('Requires iOS 12.4 or later.')).toBeTruthy();
  });

  it('draws no QR code of a link the URL guard refuses, and its button opens nothing but a message', async () => {
    const navigation = fakeNavigation();
    await renderWithApp(
      <AppDownloadPage
        downloads={{ android: 'javascript:alert(1)//.apk' }}
        provisionUrl={null}
        device={describeDevice({ userAgent: UA.androidChrome })}
        navigation={navigation}
      />,
    );
    expect(screen.queryAllByRole('img', { name: /QR code/ })).toHaveLength(0);
    fireEvent.click(screen.getByTestId('app-download-android-button'));
    expect(screen.getByRole('alert').textContent).toBe('This link cannot be opened: it does not lead to a web page or a page of the app.');
    expect(navigation.location.assign).not.toHaveBeenCalled();
    expect(navigation.open).not.toHaveBeenCalled();
  });

  it('downloads the ipa and apk in the same window', async () => {
    const navigation = await renderPage(UA.iphoneSafari16);
    fireEvent.click(screen.getByRole('button', { name: 'Download for iOS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download for Android' }));
    expect(navigation.location.assign.mock.calls).toEqual([
      ['https://download.playdeck.test/playdeck.ipa'],
      ['https://download.playdeck.test/playdeck.apk'],
    ]);
    expect(navigation.open).not.toHaveBeenCalled();
  });

  it('opens a store page in a new window', async () => {
    const navigation = await renderPage(UA.androidChrome, { android: 'https://play.google.com/store/apps/details?id=test.playdeck' });
    fireEvent.click(screen.getByRole('button', { name: 'Download for Android' }));
    expect(navigation.open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=test.playdeck', '_blank', 'noopener');
  });

  it('iPhone Safari: no Safari message, no tip, the iOS guide', async () => {
    await renderPage(UA.iphoneSafari16);
    expect(screen.queryByText('Please use Safari for download App.')).toBeNull();
    expect(screen.queryByTestId('app-download-add-to-home')).toBeNull();
    expect(screen.queryByTestId('app-download-ios-too-old')).toBeNull();
    expect(screen.getByTestId('app-download-tutorial').dataset.platform).toBe('ios');
  });

  it('iPhone Safari that can add a web clip: the add-to-home steps, with the brand name', async () => {
    await renderPage(UA.iphoneSafari16, PLAYDECK_LINKS, 'EN', 'web-clip-steps');
    expect(screen.getByTestId('app-download-add-to-home').textContent).toContain('Add Playdeck to your home screen');
    expect(screen.queryByTestId('app-download-install')).toBeNull();
  });

  it("Android with Chrome's install prompt: the install card besides the Android app", async () => {
    await renderPage(UA.androidChrome, LUCKY_LINKS, 'TY', 'prompt');
    expect(screen.getByTestId('app-download-install').textContent).toContain('Cài đặt ứng dụng');
    expect(screen.getByTestId('app-download-android-button')).toBeTruthy();
  });

  it('iPhone Chrome: asks for Safari', async () => {
    await renderPage(UA.iphoneChrome);
    expect(screen.getByRole('alert').textContent).toBe('Please use Safari for download App.');
  });

  it('iOS 12.1: the add-to-home tip and the iOS 12.4 requirement', async () => {
    await renderPage(UA.iphoneSafari12_1);
    expect(screen.getByTestId('app-download-add-to-home').textContent).toContain('Add to Home Screen');
    expect(screen.getByTestId('app-download-ios-too-old').textContent).toContain('iOS 12.1. The app needs iOS 12.4 or later');
  });

  it('iOS 12.3: too old for the app, but no add-to-home tip', async () => {
    await renderPage(UA.iphoneSafari12_3);
    expect(screen.queryByTestId('app-download-add-to-home')).toBeNull();
    expect(screen.getByTestId('app-download-ios-too-old').textContent).toContain('iOS 12.3.1');
  });

  it('Android: the Android guide first', async () => {
    await renderPage(UA.androidChrome);
    expect(screen.getByTestId('app-download-tutorial').dataset.platform).toBe('android');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a brand with only an Android app: one QR code, the iOS app said to be unavailable', async () => {
    await renderPage(UA.iphoneSafari16, LUCKY_LINKS);
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(screen.queryByTestId('app-download-ios')).toBeNull();
    expect(screen.getByText('The iOS app is not available yet.')).toBeTruthy();
    expect(screen.queryByTestId('app-download-ios-too-old')).toBeNull();
    expect(screen.getByTestId('app-download-tutorial').dataset.platform).toBe('android');
  });

  it('a profile without an iOS app still offers the profile', async () => {
    await renderPage(UA.iphoneSafari16, { profile: 'https://download.playdeck.test/playdeck.mobileconfig' });
    const ios = screen.getByTestId('app-download-ios');
    expect(within(ios).queryByRole('img')).toBeNull();
    expect(within(ios).getByRole('button', { name: 'Install the iOS profile' })).toBeTruthy();
  });

  it('no links: an empty state instead of cards and guide', async () => {
    await renderPage(UA.iphoneSafari16, { icon: '/wps/static/app/icon.svg' });
    expect(screen.getByTestId('app-download-empty').textContent).toContain('No app to download yet');
    expect(screen.queryByTestId('app-download-tutorial')).toBeNull();
  });

  it('TY texts', async () => {
    await renderPage(UA.iphoneChrome, PLAYDECK_LINKS, 'TY');
    expect(screen.getByRole('button', { name: 'Tải cho Android' })).toBeTruthy();
    expect(screen.getByText('Hướng dẫn cài đặt')).toBeTruthy();
  });
});
