import type { SocialLoginAdapter } from './social-login-types';
import { cancelled, loadSdkScript } from './sdk-script';

/** The Facebook JavaScript SDK: https://developers.facebook.com/docs/javascript/reference/FB.login */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
const GRAPH_VERSION = 'v19.0';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (answer: { authResponse?: { accessToken: string } | null }) => void, options: { scope: string }): void;
}

/**
 * Facebook login with the brand's app id. The SDK loads when the button shows: FB.login opens a pop-up, which
 * browsers allow only straight from the tap, so the SDK must be there before it. Facebook's credential is
 * the access token (what Firebase's Facebook provider takes as well).
 */
export function facebookSdkAdapter(appId: string, load = loadSdkScript): SocialLoginAdapter {
  let sdk: FacebookSdk | undefined;
  const ready = () =>
    load(FACEBOOK_SDK_URL).then(() => {
      if (!sdk) {
        sdk = (window as unknown as { FB: FacebookSdk }).FB;
        sdk.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
      }
      return sdk;
    });
  return {
    prepare: () => ready().then(() => undefined),
    signIn: () =>
      ready().then(
        (facebook) =>
          new Promise((resolve, reject) =>
            facebook.login(
              (answer) => (answer.authResponse ? resolve({ idToken: answer.authResponse.accessToken }) : reject(cancelled())),
              { scope: 'public_profile,email' },
            ),
          ),
      ),
  };
}
