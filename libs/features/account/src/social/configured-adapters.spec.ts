import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredSocialAdapters } from './configured-adapters';
import { facebookSdkAdapter, FACEBOOK_SDK_URL } from './facebook-sdk-adapter';
import { GOOGLE_SDK_URL, googleSdkAdapter } from './google-sdk-adapter';
import { loadSdkScript } from './sdk-script';

const globals = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete globals['google'];
  delete globals['FB'];
  document.head.querySelectorAll('script[src^="https://"]').forEach((script) => script.remove());
});

describe('configured sign-in adapters', () => {
  it('are none without signIn, and load no SDK until a button asks', async () => {
    expect(configuredSocialAdapters(undefined)).toEqual({});
    expect(configuredSocialAdapters({})).toEqual({});
    const adapters = configuredSocialAdapters({
      google: { appId: 'client-1.apps.googleusercontent.com' },
      facebook: { development: true },
    });
    expect(Object.keys(adapters).sort()).toEqual(['facebook', 'google']);
    expect(document.head.querySelector(`script[src="${GOOGLE_SDK_URL}"]`)).toBeNull();
    // The development adapter has no SDK at all.
    expect(adapters.facebook!.prepare).toBeUndefined();
    void adapters.google!.prepare!().catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${GOOGLE_SDK_URL}"]`)).toHaveLength(1);
    void adapters.google!.prepare!().catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${GOOGLE_SDK_URL}"]`)).toHaveLength(1);
  });

  it('retries an SDK whose script failed to load', async () => {
    const first = loadSdkScript(FACEBOOK_SDK_URL);
    document.head.querySelector<HTMLScriptElement>(`script[src="${FACEBOOK_SDK_URL}"]`)!.onerror!(new Event('error'));
    await expect(first).rejects.toThrow(/could not load/);
    void loadSdkScript(FACEBOOK_SDK_URL).catch(() => undefined);
    expect(document.head.querySelectorAll(`script[src="${FACEBOOK_SDK_URL}"]`)).toHaveLength(1);
  });
});

describe('the Google SDK adapter', () => {
  it("initialises Identity Services with the brand's client id and answers the ID token", async () => {
    const initialize = vi.fn();
    globals['google'] = {
      accounts: {
        id: {
          initialize,
          prompt: () =>
            (initialize.mock.calls[0]![0] as { callback: (answer: { credential: string }) => void }).callback({ credential: 'jwt-1' }),
        },
      },
    };
    const load = vi.fn(async () => undefined);
    await expect(googleSdkAdapter('client-1', load).signIn()).resolves.toEqual({ idToken: 'jwt-1' });
    expect(load).toHaveBeenCalledWith(GOOGLE_SDK_URL);
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
  });

  it('rejects as cancelled when the prompt is not shown or skipped', async () => {
    const moment = { isNotDisplayed: () => false, isSkippedMoment: () => true, isDismissedMoment: () => false };
    globals['google'] = { accounts: { id: { initialize: vi.fn(), prompt: (listener: (m: typeof moment) => void) => listener(moment) } } };
    await expect(googleSdkAdapter('client-1', async () => undefined).signIn()).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the Facebook SDK adapter', () => {
  it('initialises the SDK once with the app id, answers the access token, and a closed pop-up as cancelled', async () => {
    const init = vi.fn();
    let answer: { authResponse: { accessToken: string } | null } = { authResponse: { accessToken: 'fb-token' } };
    const login = vi.fn((callback: (a: typeof answer) => void) => callback(answer));
    globals['FB'] = { init, login };
    const adapter = facebookSdkAdapter('1234567890', async () => undefined);
    await adapter.prepare!();
    await expect(adapter.signIn()).resolves.toEqual({ idToken: 'fb-token' });
    answer = { authResponse: null };
    await expect(adapter.signIn()).rejects.toMatchObject({ name: 'AbortError' });
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ appId: '1234567890' }));
  });
});
