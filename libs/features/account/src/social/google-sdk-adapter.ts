import type { SocialLoginAdapter } from './social-login-types';
import { cancelled, loadSdkScript } from './sdk-script';

/** Google Identity Services: https://developers.google.com/identity/gsi/web/reference/js-reference */
export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void; cancel_on_tap_outside?: boolean }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
    };
  };
}

/** Google sign-in with the brand's OAuth client id: the SDK loads when the button shows, the ID token is the credential. */
export function googleSdkAdapter(clientId: string, load = loadSdkScript): SocialLoginAdapter {
  const ready = () => load(GOOGLE_SDK_URL).then(() => (window as unknown as { google: GoogleIdentity }).google);
  return {
    prepare: () => ready().then(() => undefined),
    signIn: () =>
      ready().then(
        (google) =>
          new Promise((resolve, reject) => {
            google.accounts.id.initialize({
              client_id: clientId,
              cancel_on_tap_outside: true,
              callback: ({ credential }) => resolve({ idToken: credential }),
            });
            google.accounts.id.prompt((moment) => {
              if (moment.isNotDisplayed() || moment.isSkippedMoment()) reject(cancelled());
            });
          }),
      ),
  };
}
