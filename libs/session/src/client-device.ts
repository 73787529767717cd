import type { ClientDevice } from '@playdeck/api/client';
import { isStandalone } from '@playdeck/device';

/**
 * The `Device` header the platform expects (spec section 7, upstream-contract.md): `OTHERS` when the site
 * runs as an installed app (a home-screen web app or an iOS web clip), `web` in a browser tab.
 */
export function clientDevice(win: Window | undefined = globalThis.window): ClientDevice {
  return win && isStandalone(win) ? 'OTHERS' : 'web';
}
