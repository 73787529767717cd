import type { SignInConfig } from '@playdeck/brand';
import { developmentSocialAdapter } from './development-sign-in';
import { facebookSdkAdapter } from './facebook-sdk-adapter';
import { googleSdkAdapter } from './google-sdk-adapter';
import type { SocialLoginAdapter, SocialProvider } from './social-login-types';

const SDK_ADAPTERS: Readonly<Record<SocialProvider, (appId: string) => SocialLoginAdapter>> = {
  google: googleSdkAdapter,
  facebook: facebookSdkAdapter,
};

/**
 * The adapters brand.json configures (`signIn`): a provider's SDK adapter with its app id, or its development
 * adapter. Nothing is loaded here: an SDK loads only when its button shows.
 */
export function configuredSocialAdapters(signIn: SignInConfig | undefined): Partial<Record<SocialProvider, SocialLoginAdapter>> {
  const adapters: Partial<Record<SocialProvider, SocialLoginAdapter>> = {};
  for (const provider of ['google', 'facebook'] as const) {
    const config = signIn?.[provider];
    if (!config) continue;
    adapters[provider] = 'appId' in config ? SDK_ADAPTERS[provider](config.appId) : developmentSocialAdapter(provider);
  }
  return adapters;
}
