import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebasePhoneAuthConfig } from '@playdeck/brand';
import {
  FIREBASE_APP_NAME,
  FIREBASE_APP_SDK_URL,
  FIREBASE_AUTH_SDK_URL,
  firebasePhoneAuth,
  type FirebaseNamespace,
} from './firebase-phone-auth';
import { configuredPhoneAuth } from './phone-auth-adapter';

const CONFIG: FirebasePhoneAuthConfig = {
  apiKey: 'AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
  authDomain: 'playdeck-web.firebaseapp.com',
  projectId: 'playdeck-web',
  appId: '1:1234567890:web:0a1b2c3d4e',
};
const PHONE = { countryDialingCode: '+84', mobileNum: '0901 230 001' };
const globals = window as unknown as Record<string, unknown>;

/** Firebase's compat SDK as a loader would put it on the page: the code it "sends" is `sentCode`. */
function fakeFirebase(options: { sentCode?: string; sendError?: unknown } = {}) {
  const calls: string[] = [];
  const containers: HTMLElement[] = [];
  const auth = {
    languageCode: null as string | null,
    setPersistence: vi.fn(async (persistence: string) => void calls.push(`persistence ${persistence}`)),
    signInWithPhoneNumber: vi.fn(async (phoneNumber: string, verifier: { container: HTMLElement }) => {
      calls.push(`send ${phoneNumber}`);
      expect(document.body.contains(verifier.container)).toBe(true);
      if (options.sendError) throw options.sendError;
      return {
        confirm: async (code: string) => {
          if (code !== (options.sentCode ?? '123456')) throw Object.assign(new Error('wrong'), { code: 'auth/invalid-verification-code' });
          return { user: { getIdToken: async () => `firebase-token-for-${phoneNumber}` } };
        },
      };
    }),
    signOut: vi.fn(async () => void calls.push('sign out')),
  };
  class RecaptchaVerifier {
    cleared = false;
    constructor(
      readonly container: HTMLElement,
      readonly parameters: { size: string },
    ) {
      containers.push(container);
      calls.push(`recaptcha ${parameters.size}`);
    }
    clear() {
      calls.push('recaptcha cleared');
    }
  }
  const initializeApp = vi.fn(() => ({ auth: () => auth }));
  const firebase = { initializeApp, auth: { RecaptchaVerifier, Auth: { Persistence: { NONE: 'none' } } } };
  return { firebase: firebase as unknown as FirebaseNamespace, auth, initializeApp, calls, containers };
}

/** A script loader that records what it was asked for and puts the fake SDK on the page once both scripts loaded. */
function fakeLoader(sdk: ReturnType<typeof fakeFirebase>, failFirst = false) {
  const loaded: string[] = [];
  let failures = failFirst ? 1 : 0;
  const load = vi.fn(async (src: string) => {
    if (failures > 0) {
      failures--;
      throw new Error(`could not load ${src}`);
    }
    loaded.push(src);
    if (src === FIREBASE_AUTH_SDK_URL) globals['firebase'] = sdk.firebase;
  });
  return { load, loaded };
}

afterEach(() => {
  delete globals['firebase'];
  document.head.querySelectorAll('script[src^="https://"]').forEach((script) => script.remove());
});

describe('configured phone auth', () => {
  it('is none without signIn.phoneAuth; Firebase loads nothing until a number is verified; the development one needs no SDK', async () => {
    expect(configuredPhoneAuth(undefined)).toBeUndefined();
    const firebase = configuredPhoneAuth(CONFIG);
    expect(firebase).toBeDefined();
    expect(document.head.querySelector('script[src*="firebasejs"]')).toBeNull();
    void firebase!.sendCode(PHONE).catch(() => undefined);
    await vi.waitFor(() => expect(document.head.querySelector(`script[src="${FIREBASE_APP_SDK_URL}"]`)).not.toBeNull());

    const development = configuredPhoneAuth({ development: true })!;
    const confirmation = await development.sendCode(PHONE);
    expect(confirmation.developmentCode).toMatch(/^\d{6}$/);
    expect(document.head.querySelectorAll('script[src*="firebasejs"]')).toHaveLength(1);
  });
});

describe('the Firebase phone-auth adapter', () => {
  it("loads the app then the auth SDK once, sends the code to the E.164 number behind an invisible reCAPTCHA, and answers Firebase's ID token", async () => {
    const sdk = fakeFirebase({ sentCode: '246810' });
    const { load, loaded } = fakeLoader(sdk);
    document.documentElement.lang = 'vi';
    const adapter = firebasePhoneAuth(CONFIG, load);

    const confirmation = await adapter.sendCode(PHONE);
    expect(loaded).toEqual([FIREBASE_APP_SDK_URL, FIREBASE_AUTH_SDK_URL]);
    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG, FIREBASE_APP_NAME);
    expect(sdk.auth.languageCode).toBe('vi');
    expect(sdk.calls).toEqual(['persistence none', 'recaptcha invisible', 'send +84901230001', 'recaptcha cleared']);
    expect(document.body.contains(sdk.containers[0]!)).toBe(false);
    expect(confirmation.developmentCode).toBeUndefined();

    await expect(confirmation.confirm(' 246810 ')).resolves.toEqual({ idToken: 'firebase-token-for-+84901230001' });
    expect(sdk.calls.at(-1)).toBe('sign out');

    await adapter.sendCode(PHONE);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
  });

  it("turns Firebase's refusals into the platform's (wrong code, too many requests) and passes others on", async () => {
    const wrongCode = fakeFirebase({ sentCode: '111111' });
    const confirmation = await firebasePhoneAuth(CONFIG, fakeLoader(wrongCode).load).sendCode(PHONE);
    await expect(confirmation.confirm('999999')).rejects.toMatchObject({ name: 'ApiError', errorCode: 'sms.code.error' });
    expect(wrongCode.auth.signOut).not.toHaveBeenCalled();

    const limited = fakeFirebase({ sendError: Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }) });
    await expect(firebasePhoneAuth(CONFIG, fakeLoader(limited).load).sendCode(PHONE)).rejects.toMatchObject({
      errorCode: 'TOO_MANY_REQUEST',
      status: 429,
    });
    // The reCAPTCHA is cleared and its container gone after a refused send too.
    expect(limited.calls.at(-1)).toBe('recaptcha cleared');
    expect(document.body.contains(limited.containers[0]!)).toBe(false);

    const offline = new Error('offline');
    const failing = fakeFirebase({ sendError: offline });
    await expect(firebasePhoneAuth(CONFIG, fakeLoader(failing).load).sendCode(PHONE)).rejects.toBe(offline);
  });

  it('refuses a number that is no number without loading anything, and tries a failed SDK load again', async () => {
    const sdk = fakeFirebase();
    const { load, loaded } = fakeLoader(sdk, true);
    const adapter = firebasePhoneAuth(CONFIG, load);
    await expect(adapter.sendCode({ countryDialingCode: '84', mobileNum: '12' })).rejects.toMatchObject({ errorCode: 'request_param_err' });
    expect(load).not.toHaveBeenCalled();

    await expect(adapter.sendCode(PHONE)).rejects.toThrow(/could not load/);
    await expect(adapter.sendCode(PHONE)).resolves.toBeDefined();
    expect(loaded).toEqual([FIREBASE_APP_SDK_URL, FIREBASE_AUTH_SDK_URL]);
  });
});
