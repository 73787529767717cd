import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
