import { launchMode, type LaunchMode } from '@playdeck/device';

/** Spec section 3: how the member came to register. APP is the native wrapper's, never a browser's. */
export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

const METHOD_OF_LAUNCH: Record<LaunchMode, Exclude<RegisterMethod, 'APP'>> = {
  'web-clip': 'WEBCLIP',
  installed: 'PWA',
  browser: 'H5',
};

/** The launch mode (libs/device's rule, the one the `Device` header follows too) in the payload's words. */
export function detectRegisterMethod(win: Window = window, storage?: Storage): RegisterMethod {
  return METHOD_OF_LAUNCH[launchMode(win, storage)];
}
