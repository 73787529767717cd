import { create } from 'zustand';

/** Providers the login screen offers, each behind its whitelabel flag (FACEBOOKLOGIN3, GOOGLELOGIN3). */
export type SocialProvider = 'facebook' | 'google';

/** What the provider's sign-in yields; sent as a `firebase` login (firebaseChannel = provider). */
export interface SocialCredentials {
  idToken: string;
  mobileNo?: string;
}

/** A configured sign-in (e.g. Firebase Auth with the brand's keys); rejects when the player cancels. */
export interface SocialLoginAdapter {
  signIn(): Promise<SocialCredentials>;
}

interface SocialLoginAdapters {
  adapters: Partial<Record<SocialProvider, SocialLoginAdapter>>;
}

// None registered by default: no brand shows social buttons until one is configured ("social login initialised").
export const useSocialLoginAdapters = /* @__PURE__ */ create<SocialLoginAdapters>(() => ({ adapters: {} }));

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
