import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '@playdeck/device/install-prompt';
import { fireInstallPrompt, IPHONE_SAFARI } from '@playdeck/device/testing';
import { calls, delayed, demoSettings, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import AppDownloadScreen from './app-download-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const settings = {
  ...demoSettings,
  downloadLinks: [
    { resourceType: 'IOS' as const, url: 'https://download.playdeck.test/playdeck.ipa' },
    { resourceType: 'Android' as const, url: 'https://download.playdeck.test/playdeck.apk' },
  ],
  mobileprovisionCDN: null,
};

describe('AppDownloadScreen', () => {
  it('shows a skeleton while the settings load', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, delayed(60_000, settings));
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    expect(screen.getByTestId('app-download-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Loading the app downloads')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    fakePlatform.answer(calls.system.consolidatedSettings, refuse('system.upgrading', { status: 503, value: {} }));
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    const error = await screen.findByTestId('app-download-error');
    const asked = fakePlatform.requests(calls.system.consolidatedSettings).length;
    expect(error.textContent).toContain('The downloads could not be loaded');
    expect(error.textContent).toContain('System upgrading, please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fakePlatform.requests(calls.system.consolidatedSettings).length).toBeGreaterThan(asked));
  });

  it('shows the downloads for this browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/116.0.5845.177 Mobile/15E148 Safari/604.1',
    );
    fakePlatform.answer(calls.system.consolidatedSettings, settings);
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    expect(await screen.findAllByRole('img', { name: /QR code/ })).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Please use Safari for download App.');
  });
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';

/** Chromium's `beforeinstallprompt`, with a fake install dialog that answers `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  act(() => fireInstallPrompt(prompt, outcome));
  return prompt;
}

describe('AppDownloadScreen: installing the site', () => {
  captureInstallPrompt(window);
  afterEach(() => void window.dispatchEvent(new Event('appinstalled')));

  it('on Android, the prompt Chrome offered next to the Android app; accepted, the card goes', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    fakePlatform.answer(calls.system.consolidatedSettings, settings);
    const prompt = offerInstall('accepted');
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    expect(await screen.findByTestId('app-download-android-button')).toBeTruthy();
    expect(screen.getByTestId('app-download-install').textContent).toContain('Adds Playdeck to your home screen');
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('app-download-install')).toBeNull());
  });

  it('nothing to install on Android until Chrome offers it, nor once installed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    fakePlatform.answer(calls.system.consolidatedSettings, settings);
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    await screen.findByTestId('app-download-android-button');
    expect(screen.queryByTestId('app-download-install')).toBeNull();
    offerInstall('accepted');
    expect(await screen.findByTestId('app-download-install')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByTestId('app-download-install')).toBeNull();
  });

  it('in iPhone Safari, the steps to add the site to the home screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    fakePlatform.answer(calls.system.consolidatedSettings, settings);
    await renderWithApp(<AppDownloadScreen />, { toasts: false });
    const steps = await screen.findByTestId('app-download-add-to-home');
    expect(steps.textContent).toContain('Add Playdeck to your home screen');
    expect(screen.queryByTestId('app-download-install')).toBeNull();
  });
});
