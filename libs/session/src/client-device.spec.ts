import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@playdeck/api';
import { calls, fakePlatform } from '@playdeck/testing/fake-platform';
import { clientDevice } from './client-device';

function fakeWindow(displayMode: string | null, standalone?: boolean): Window {
  return {
    navigator: { standalone } as unknown as Navigator,
    matchMedia: (query: string) => ({ matches: displayMode !== null && query === `(display-mode: ${displayMode})` }) as MediaQueryList,
  } as unknown as Window;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('clientDevice', () => {
  it('is OTHERS in an installed web app or an iOS web clip, web in a browser tab', () => {
    expect(clientDevice(fakeWindow('standalone'))).toBe('OTHERS');
    expect(clientDevice(fakeWindow('fullscreen'))).toBe('OTHERS');
    expect(clientDevice(fakeWindow(null, true))).toBe('OTHERS');
    expect(clientDevice(fakeWindow('browser'))).toBe('web');
    expect(clientDevice(undefined)).toBe('web');
  });

  it("is the app client's Device header", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList);
    const installed = await import('./api-client');
    await installed.apiClient.call(contract.system.status);
    expect(fakePlatform.requests(calls.system.status).at(-1)!.headers.get('Device')).toBe('OTHERS');

    vi.unstubAllGlobals();
    vi.resetModules();
    const browser = await import('./api-client');
    await browser.apiClient.call(contract.system.status);
    expect(fakePlatform.requests(calls.system.status).at(-1)!.headers.get('Device')).toBe('web');
  });
});
