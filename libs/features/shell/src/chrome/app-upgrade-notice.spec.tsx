import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, demoSettings, fakePlatform, renderWithApp } from '@playdeck/testing';
import { loadTexts } from '@playdeck/i18n';
import AppUpgradeNotice, { newerAppDownload } from './app-upgrade-notice';

const NATIVE_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PlaydeckApp/2.3.0';
const NATIVE_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 PlaydeckApp/2.3.0';
const ANDROID_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';

const links = (iosVersion: string, androidVersion: string) => [
  { resourceType: 'IOS' as const, url: 'https://download.playdeck.test/playdeck.ipa', version: iosVersion },
  { resourceType: 'Android' as const, url: 'https://download.playdeck.test/playdeck.apk', version: androidVersion },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newerAppDownload', () => {
  it("answers the shell's own platform's link when it serves a later version", () => {
    expect(newerAppDownload({ userAgent: NATIVE_IOS }, links('2.4.0', '2.3.0'))?.resourceType).toBe('IOS');
    expect(newerAppDownload({ userAgent: NATIVE_ANDROID }, links('2.4.0', '2.3.0'))).toBeNull();
    expect(newerAppDownload({ userAgent: NATIVE_ANDROID }, links('2.3.0', '2.3.1'))?.resourceType).toBe('Android');
  });

  it('answers nothing in a browser, for the same version, or when the platform gives none', () => {
    expect(newerAppDownload({ userAgent: ANDROID_BROWSER }, links('9.0.0', '9.0.0'))).toBeNull();
    expect(newerAppDownload({ userAgent: NATIVE_IOS }, links('2.3.0', '2.3.0'))).toBeNull();
    expect(
      newerAppDownload({ userAgent: NATIVE_IOS }, [{ resourceType: 'IOS', url: 'https://download.playdeck.test/playdeck.ipa' }]),
    ).toBeNull();
  });
});

describe('AppUpgradeNotice', () => {
  const render = async () => {
    await loadTexts('download');
    return renderWithApp(<AppUpgradeNotice navigation={navigation} />, { toasts: false });
  };
  const navigation = { open: vi.fn(), location: { assign: vi.fn(), origin: 'http://localhost' } };

  it('tells an out-of-date native shell the app was upgraded, and its button fetches the new build', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(NATIVE_ANDROID);
    fakePlatform.answer(calls.system.consolidatedSettings, { ...demoSettings, downloadLinks: links('2.4.0', '2.4.0') });
    await render();
    expect((await screen.findByTestId('app-upgrade-notice')).textContent).toBe('App has been upgraded. Please update to latest version.');
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(navigation.location.assign).toHaveBeenCalledWith('https://download.playdeck.test/playdeck.apk');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByTestId('app-upgrade-notice')).toBeNull());
  });

  it('says nothing to an up-to-date shell', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(NATIVE_ANDROID);
    fakePlatform.answer(calls.system.consolidatedSettings, { ...demoSettings, downloadLinks: links('2.3.0', '2.3.0') });
    await render();
    await waitFor(() => expect(fakePlatform.requests(calls.system.consolidatedSettings).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('app-upgrade-notice')).toBeNull();
  });
});
