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
