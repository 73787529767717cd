import { create } from 'zustand';
import { cancelled } from './sdk-script';
import type { SocialCredentials, SocialLoginAdapter, SocialProvider } from './social-login-types';

/** A development sign-in waiting for the tester to pick an account in the dialog. */
export interface DevelopmentSignInRequest {
  provider: SocialProvider;
  resolve: (credentials: SocialCredentials) => void;
  reject: (reason: unknown) => void;
}

export const useDevelopmentSignIn = /* @__PURE__ */ create<{ request?: DevelopmentSignInRequest }>(() => ({}));

/**
 * The development adapter of a provider (brand.json `signIn.<provider>: { "development": true }`): no SDK, no
 * network; the development sign-in dialog asks which account to be and answers a development identity token.
 * A second tap while the dialog is open cancels the first request.
 */
export function developmentSocialAdapter(provider: SocialProvider): SocialLoginAdapter {
  return {
    signIn: () =>
      new Promise<SocialCredentials>((resolve, reject) => {
        useDevelopmentSignIn.getState().request?.reject(cancelled());
        useDevelopmentSignIn.setState({ request: { provider, resolve, reject } });
      }),
  };
}

/** Ends the open request, with the account's credentials or, without them, as cancelled. */
export function settleDevelopmentSignIn(credentials?: SocialCredentials): void {
  const { request } = useDevelopmentSignIn.getState();
  if (!request) return;
  useDevelopmentSignIn.setState({ request: undefined });
  if (credentials) request.resolve(credentials);
  else request.reject(cancelled());
}
