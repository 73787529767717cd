import { create } from 'zustand';
import { brand } from '@playdeck/brand';
import { configuredSocialAdapters } from './configured-adapters';
import type { SocialLoginAdapter, SocialProvider } from './social-login-types';

export type { SocialCredentials, SocialLoginAdapter, SocialProvider } from './social-login-types';

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
