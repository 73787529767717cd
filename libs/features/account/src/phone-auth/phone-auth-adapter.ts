import { create } from 'zustand';
import { brand, type SignInConfig } from '@playdeck/brand';
import { developmentPhoneAuth } from './development-phone-auth';
import { firebasePhoneAuth } from './firebase-phone-auth';
import type { PhoneAuthAdapter } from './phone-auth-types';

export type { PhoneAuthAdapter, PhoneAuthConfirmation, PhoneNumber } from './phone-auth-types';
export { e164 } from './phone-auth-types';

/** The phone-auth service brand.json configures (`signIn.phoneAuth`): Firebase with its web app config, or the development one. */
export function configuredPhoneAuth(phoneAuth: SignInConfig['phoneAuth']): PhoneAuthAdapter | undefined {
  if (!phoneAuth) return undefined;
  return 'apiKey' in phoneAuth ? firebasePhoneAuth(phoneAuth) : developmentPhoneAuth();
}

/** The adapter brand.json configures, if any: with one, every number is verified through it. */
export const usePhoneAuth = /* @__PURE__ */ create<{ adapter?: PhoneAuthAdapter }>(() => ({
  adapter: configuredPhoneAuth(brand.signIn?.phoneAuth),
}));
