import { create } from 'zustand';
import { brand } from '@playdeck/brand';
import { configuredSocialAdapters } from './configured-adapters';

/** Providers the login screen offers, each behind its whitelabel flag (FACEBOOKLOGIN3, GOOGLELOGIN3). */
export type SocialProvider = 'facebook' | 'google';

/** What the provider's sign-in yields; sent as a `firebase` login (firebaseChannel = provider). */
export interface SocialCredentials {
  idToken: string;
  mobileNo?: string;
}

/** A configured sign-in (the provider's SDK, or the development adapter); rejects (AbortError) when the player cancels. */
export interface SocialLoginAdapter {
  signIn(): Promise<SocialCredentials>;
  /** Gets ready while the button shows (an SDK's script), so the tap can open the provider's pop-up at once. */
  prepare?(): Promise<void>;
}

interface SocialLoginAdapters {
  adapters: Partial<Record<SocialProvider, SocialLoginAdapter>>;
}

// The ones brand.json configures: a brand configuring none shows no social buttons ("social login initialised").
export const useSocialLoginAdapters = /* @__PURE__ */ create<SocialLoginAdapters>(() => ({
  adapters: configuredSocialAdapters(brand.signIn),
}));

/** Configures a provider's sign-in; answers a function that removes it again. */
export function registerSocialLoginAdapter(provider: SocialProvider, adapter: SocialLoginAdapter): () => void {
  useSocialLoginAdapters.setState((state) => ({ adapters: { ...state.adapters, [provider]: adapter } }));
  return () =>
    useSocialLoginAdapters.setState((state) => {
      if (state.adapters[provider] !== adapter) return state;
      const adapters = { ...state.adapters };
      delete adapters[provider];
      return { adapters };
    });
}
