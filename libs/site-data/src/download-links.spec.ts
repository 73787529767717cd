import { describe, expect, it, vi } from 'vitest';
import { appDownloads, downloadHref, goToPage, openDownload, opensInPlace } from './download-links';

function fakeWindow() {
  return { open: vi.fn(), location: { assign: vi.fn() } };
}

describe('download links', () => {
  it('sorts the platform links by purpose and skips empty or repeated ones', () => {
    expect(
      appDownloads([
        { resourceType: 'IOS', url: 'https://dl.test/app.ipa' },
        { resourceType: 'Android', url: ' ' },
        { resourceType: 'Android', url: 'https://dl.test/app.apk' },
        { resourceType: 'Android', url: 'https://dl.test/other.apk' },
        { resourceType: 'MOBILECONFIG', url: 'https://dl.test/app.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: '/wps/static/app/icon.svg' },
        { resourceType: 'AFFILIATES', url: 'https://aff.test/join' },
      ]),
    ).toEqual({
      ios: 'https://dl.test/app.ipa',
      android: 'https://dl.test/app.apk',
      profile: 'https://dl.test/app.mobileconfig',
      icon: '/wps/static/app/icon.svg',
    });
    expect(appDownloads([])).toEqual({});
  });

  it.each([
    ['https://dl.test/app.ipa', true],
    ['https://dl.test/app.APK', true],
    ['https://dl.test/app.apk?v=3#top', true],
    ['https://apps.apple.com/app/id123', false],
    ['https://play.google.com/store/apps/details?id=x.apk', false],
    ['https://dl.test/app.mobileconfig', false],
    ['https://dl.test/apk', false],
  ])('%s opens in place: %s', (url, inPlace) => {
    expect(opensInPlace(url)).toBe(inPlace);
  });

  it('an ipa or apk downloads in the same window', () => {
    const win = fakeWindow();
    openDownload('https://dl.test/app.apk', win);
    expect(win.location.assign).toHaveBeenCalledWith('https://dl.test/app.apk');
    expect(win.open).not.toHaveBeenCalled();
  });

  it('any other link opens a new window without access to this one', () => {
    const win = fakeWindow();
    openDownload('https://apps.apple.com/app/id123', win);
    expect(win.open).toHaveBeenCalledWith('https://apps.apple.com/app/id123', '_blank', 'noopener');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1).apk',
    'data:application/octet-stream,x.apk',
    '//evil.test/app.apk',
    'vbscript:x',
    '/wps/static/app.apk',
  ])('never opens %j (the URL guard refuses it; no origin to place a path on)', (url) => {
    const win = fakeWindow();
    expect(openDownload(url, win)).toBe(false);
    expect(goToPage(url, win)).toBe(false);
    expect(win.open).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('opens a file on this site at its full address, and says when it opened', () => {
    const win = { open: vi.fn(), location: { assign: vi.fn(), origin: 'https://brand.test' } };
    expect(openDownload('/wps/static/app.apk', win)).toBe(true);
    expect(win.location.assign).toHaveBeenCalledWith('https://brand.test/wps/static/app.apk');
    expect(downloadHref('javascript:alert(1)', win)).toBeNull();
  });
});
