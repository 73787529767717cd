import { create } from 'zustand';
import { brand } from '@playdeck/brand';
import { developmentPhoneAuth } from './development-phone-auth';
import type { PhoneAuthAdapter } from './phone-auth-types';

export type { PhoneAuthAdapter, PhoneAuthConfirmation, PhoneNumber } from './phone-auth-types';
export { e164 } from './phone-auth-types';

/** The adapter brand.json configures (`signIn.phoneAuth`), if any. */
export const usePhoneAuth = /* @__PURE__ */ create<{ adapter?: PhoneAuthAdapter }>(() => ({
  adapter: brand.signIn?.phoneAuth ? developmentPhoneAuth() : undefined,
}));
