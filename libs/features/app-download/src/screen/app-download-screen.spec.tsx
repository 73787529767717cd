import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@playdeck/api/client';
import { renderWithI18n } from '../testing/render-with-i18n';
import AppDownloadScreen from './app-download-screen';

const query = vi.hoisted(() => ({
  current: {} as { data?: unknown; isError?: boolean; error?: unknown; isFetching?: boolean; refetch?: () => void },
}));
vi.mock('@playdeck/site-data', () => ({ useSiteSettings: () => query.current }));

afterEach(() => {
  query.current = {};
  vi.restoreAllMocks();
});

const settings = {
  downloadLinks: [
    { resourceType: 'IOS', url: 'https://download.playdeck.test/playdeck.ipa' },
    { resourceType: 'Android', url: 'https://download.playdeck.test/playdeck.apk' },
  ],
  mobileprovisionCDN: null,
};

describe('AppDownloadScreen', () => {
  it('shows a skeleton while the settings load', async () => {
    query.current = { isFetching: true };
    await renderWithI18n(<AppDownloadScreen />);
    expect(screen.getByTestId('app-download-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Loading the app downloads')).toBeTruthy();
  });

  it('shows the error with a retry that loads again', async () => {
    const refetch = vi.fn();
    query.current = { isError: true, error: new ApiError('system.consolidatedSettings', 'system.upgrading', 503, {}), refetch };
    await renderWithI18n(<AppDownloadScreen />);
    const error = screen.getByTestId('app-download-error');
    expect(error.textContent).toContain('The downloads could not be loaded');
    expect(error.textContent).toContain('System upgrading, please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the downloads for this browser', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/116.0.5845.177 Mobile/15E148 Safari/604.1',
    );
    query.current = { data: settings };
    await renderWithI18n(<AppDownloadScreen />);
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Please use Safari for download App.');
  });
});
