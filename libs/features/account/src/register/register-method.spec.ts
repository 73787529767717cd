import { describe, expect, it } from 'vitest';
import { WEBCLIP_STORAGE_KEY } from '@playdeck/device';
import { detectRegisterMethod } from './register-method';

const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

function fakeWindow({ standalone, displayMode }: { standalone?: boolean; displayMode?: string }): Window {
  return {
    navigator: { standalone, userAgent: SAFARI } as unknown as Navigator,
    matchMedia: (query: string) => ({ matches: displayMode !== undefined && query === `(display-mode: ${displayMode})` }) as MediaQueryList,
  } as unknown as Window;
}

function storageWith(entries: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(entries));
  return { getItem: (key: string) => values.get(key) ?? null } as Storage;
}

describe('detectRegisterMethod', () => {
  it('WEBCLIP on an iOS home-screen launch, PWA when installed elsewhere, H5 in a browser tab', () => {
    const none = storageWith();
    expect(detectRegisterMethod(fakeWindow({ standalone: true, displayMode: 'standalone' }), none)).toBe('WEBCLIP');
    expect(detectRegisterMethod(fakeWindow({ displayMode: 'standalone' }), none)).toBe('PWA');
    expect(detectRegisterMethod(fakeWindow({ displayMode: 'fullscreen' }), none)).toBe('PWA');
    expect(detectRegisterMethod(fakeWindow({ standalone: false }), none)).toBe('H5');
    expect(detectRegisterMethod(window, none)).toBe('H5');
  });

  it('WEBCLIP once a web clip launch was remembered (WEBCLIP), on later pages without the start parameter', () => {
    expect(detectRegisterMethod(fakeWindow({}), storageWith({ [WEBCLIP_STORAGE_KEY]: 'true' }))).toBe('WEBCLIP');
  });
});
