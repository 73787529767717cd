/** Spec section 3: how the member came to register. APP is the native wrapper's, never a browser's. */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

const INSTALLED_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui'];

/** WEBCLIP when iOS runs the site from the home screen, PWA when installed elsewhere, else H5. */
export function detectRegisterMethod(win: Window = window): RegisterMethod {
  // Only iOS Safari defines navigator.standalone, and sets it for home-screen web clips.
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  const installed = INSTALLED_DISPLAY_MODES.some((mode) => win.matchMedia?.(`(display-mode: ${mode})`).matches);
  return installed ? 'PWA' : 'H5';
}
