import { ApiError } from '@playdeck/api/client';
import type { FirebasePhoneAuthConfig } from '@playdeck/brand';
import { loadSdkScript } from '../social/sdk-script';
import { e164, type PhoneAuthAdapter } from './phone-auth-types';

/** Firebase's compat SDK, which puts `firebase` on the page (https://firebase.google.com/docs/web/module-bundling). */
export const FIREBASE_SDK_VERSION = '10.12.2';
export const FIREBASE_APP_SDK_URL = `https://www.gstatic.com/firebasejs/${FIREBASE_SDK_VERSION}/firebase-app-compat.js`;
export const FIREBASE_AUTH_SDK_URL = `https://www.gstatic.com/firebasejs/${FIREBASE_SDK_VERSION}/firebase-auth-compat.js`;
/** The app name the adapter's Firebase app takes, apart from any other Firebase app on the page. */
export const FIREBASE_APP_NAME = 'playdeck-phone-auth';

interface FirebaseUserCredential {
  user: { getIdToken(): Promise<string> } | null;
}
interface FirebaseConfirmationResult {
  confirm(code: string): Promise<FirebaseUserCredential>;
}
interface FirebaseRecaptchaVerifier {
  clear(): void;
}
interface FirebaseAuth {
  languageCode: string | null;
  setPersistence(persistence: string): Promise<void>;
  signInWithPhoneNumber(phoneNumber: string, verifier: FirebaseRecaptchaVerifier): Promise<FirebaseConfirmationResult>;
  signOut(): Promise<void>;
}
interface FirebaseApp {
  auth(): FirebaseAuth;
}
/** The part of the compat namespace phone sign-in uses. */
export interface FirebaseNamespace {
  initializeApp(config: FirebasePhoneAuthConfig, name: string): FirebaseApp;
  auth: {
    RecaptchaVerifier: new (container: HTMLElement, parameters: { size: 'invisible' }, app: FirebaseApp) => FirebaseRecaptchaVerifier;
    Auth: { Persistence: { NONE: string } };
  };
}

/** Firebase's error codes, as the platform's own refusals of the same thing (so the same texts show). */
const FIREBASE_REFUSALS: Readonly<Record<string, { code: string; status: number }>> = {
  'auth/invalid-verification-code': { code: 'sms.code.error', status: 400 },
  'auth/missing-verification-code': { code: 'sms.code.error', status: 400 },
  'auth/code-expired': { code: 'sms.code.error', status: 400 },
  'auth/invalid-phone-number': { code: 'request_param_err', status: 400 },
  'auth/missing-phone-number': { code: 'request_param_err', status: 400 },
  'auth/captcha-check-failed': { code: 'captcha.error', status: 400 },
  'auth/too-many-requests': { code: 'TOO_MANY_REQUEST', status: 429 },
  'auth/quota-exceeded': { code: 'TOO_MANY_REQUEST', status: 429 },
};

function asRefusal(callId: string, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === 'string' ? FIREBASE_REFUSALS[code] : undefined;
  return refusal ? new ApiError(callId, refusal.code, refusal.status, null, code as string) : error;
}

/**
 * Phone auth by Firebase (signInWithPhoneNumber) with the brand's web app config: Firebase sends the SMS,
 * checks the code behind an invisible reCAPTCHA, and its ID token is the proof the platform checks
 * (firebaseIdToken). The SDK loads when a number is first verified; its sign-in is not kept (persistence
 * NONE, signed out at once): the platform's session is the player's only one.
 */
export function firebasePhoneAuth(config: FirebasePhoneAuthConfig, load = loadSdkScript): PhoneAuthAdapter {
  let auth: Promise<{ app: FirebaseApp; auth: FirebaseAuth; firebase: FirebaseNamespace }> | undefined;
  const ready = () => {
    auth ??= load(FIREBASE_APP_SDK_URL)
      .then(() => load(FIREBASE_AUTH_SDK_URL))
      .then(async () => {
        const firebase = (window as unknown as { firebase: FirebaseNamespace }).firebase;
        const app = firebase.initializeApp(config, FIREBASE_APP_NAME);
        const appAuth = app.auth();
        await appAuth.setPersistence(firebase.auth.Auth.Persistence.NONE);
        return { app, auth: appAuth, firebase };
      });
    // A failed load is tried again on the next send.
    auth.catch(() => (auth = undefined));
    return auth;
  };

  return {
    sendCode: async (phone) => {
      const number = e164(phone);
      if (!/^\+\d{6,18}$/.test(number)) throw new ApiError('phoneAuth.sendCode', 'request_param_err', 400, null);
      const { app, auth: appAuth, firebase } = await ready();
      appAuth.languageCode = document.documentElement.lang || null;
      const container = document.body.appendChild(document.createElement('div'));
      const verifier = new firebase.auth.RecaptchaVerifier(container, { size: 'invisible' }, app);
      let confirmation: FirebaseConfirmationResult;
      try {
        confirmation = await appAuth.signInWithPhoneNumber(number, verifier);
      } catch (error) {
        throw asRefusal('phoneAuth.sendCode', error);
      } finally {
        verifier.clear();
        container.remove();
      }
      return {
        confirm: async (code) => {
          try {
            const credential = await confirmation.confirm(code.trim());
            const idToken = await credential.user!.getIdToken();
            await appAuth.signOut();
            return { idToken };
          } catch (error) {
            throw asRefusal('phoneAuth.confirm', error);
          }
        },
      };
    },
  };
}
