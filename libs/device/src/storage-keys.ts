/**
 * Spec section 3's local storage keys and what keeps each one. `sass` is listed by the spec with no behaviour
 * anywhere in it (no section reads or writes it), and the upstream front ends we could read do not show its use:
 * the product neither reads nor writes it (README, "Where the product departs from the spec").
 */
export const SPEC_STORAGE_KEYS = {
  MC_SESSION_INFO: '@playdeck/session: the session (session-store.ts)',
  SHELL_PU_A: '@playdeck/features-popup: members closed the popup (popup-storage.ts)',
  SHELL_PU_B: '@playdeck/features-popup: visitors closed the popup (popup-storage.ts)',
  language: '@playdeck/i18n: the chosen language',
  WEBCLIP: '@playdeck/device: launched as an iOS web clip (launch-mode.ts)',
  sass: null,
  remPass: '@playdeck/features-account: the remembered login, sealed (remembered-login.ts)',
  hideDownloadBar: '@playdeck/device: the download bar was closed (download-bar.ts)',
  autoLogin: '@playdeck/session: 0 after logout (auto-login.ts)',
} as const satisfies Record<string, string | null>;
