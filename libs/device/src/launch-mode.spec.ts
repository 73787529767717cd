import { describe, expect, it } from 'vitest';
import { isStandalone, isWebClip, launchMode, readLaunchFlags, rememberWebClipLaunch, WEBCLIP_STORAGE_KEY } from './launch-mode';

function fakeWindow({ standalone, displayMode, search = '' }: { standalone?: boolean; displayMode?: string; search?: string }): Window {
  return {
    navigator: { standalone } as unknown as Navigator,
    matchMedia: (query: string) => ({ matches: displayMode !== undefined && query === `(display-mode: ${displayMode})` }) as MediaQueryList,
    location: { search } as Location,
  } as unknown as Window;
}

describe('launch mode', () => {
  it('standalone: display-mode standalone or fullscreen, or iOS navigator.standalone', () => {
    expect(isStandalone(fakeWindow({ displayMode: 'standalone' }))).toBe(true);
    expect(isStandalone(fakeWindow({ displayMode: 'fullscreen' }))).toBe(true);
    expect(isStandalone(fakeWindow({ standalone: true }))).toBe(true);
    expect(isStandalone(fakeWindow({ standalone: false, displayMode: 'browser' }))).toBe(false);
    expect(isStandalone(fakeWindow({}))).toBe(false);
  });

  it('a browser without matchMedia is a browser tab', () => {
    expect(isStandalone({ navigator: {} } as unknown as Window)).toBe(false);
  });

  it('web clip: the WEBCLIP key, set by a ?webclip=1 launch and kept afterwards', () => {
    expect(isWebClip(localStorage)).toBe(false);
    expect(rememberWebClipLaunch('?lang=EN', localStorage)).toBe(false);
    expect(rememberWebClipLaunch('?webclip=0', localStorage)).toBe(false);
    expect(rememberWebClipLaunch('?webclip=1', localStorage)).toBe(true);
    expect(localStorage.getItem(WEBCLIP_STORAGE_KEY)).toBe('true');
    expect(rememberWebClipLaunch('', localStorage)).toBe(true);
  });

  it('reads both flags from the window', () => {
    expect(readLaunchFlags(fakeWindow({ displayMode: 'standalone' }), localStorage)).toEqual({ standalone: true, webClip: false });
    expect(readLaunchFlags(fakeWindow({ search: '?webclip=1' }), localStorage)).toEqual({ standalone: false, webClip: true });
  });
});

describe('launchMode', () => {
  const none = { getItem: () => null } as unknown as Storage;
  it('names a web clip, an installed web app or a browser tab', () => {
    expect(launchMode(fakeWindow({ standalone: true }), none)).toBe('web-clip');
    expect(launchMode(fakeWindow({}), { getItem: () => 'true' } as unknown as Storage)).toBe('web-clip');
    expect(launchMode(fakeWindow({ displayMode: 'minimal-ui' }), none)).toBe('installed');
    expect(launchMode(fakeWindow({ displayMode: 'browser' }), none)).toBe('browser');
  });
});
