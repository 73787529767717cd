import { useMemo, useSyncExternalStore } from 'react';
import { currentAgent, installOffer, readLaunchFlags, type InstallOffer } from '@playdeck/device';
import { installPromptAvailable, onInstallPromptChange } from '@playdeck/device/install-prompt';

export { promptInstall, type InstallOutcome } from '@playdeck/device/install-prompt';
export type { InstallOffer } from '@playdeck/device';

/**
 * What this phone can install besides the merchant's app links (libs/device's installOffer): Android's install
 * dialog while Chromium offers it, or the web-clip steps in iOS Safari. Follows the prompt coming and going.
 */
export function useInstallOffer(win: Window = window): InstallOffer | null {
  const promptAvailable = useSyncExternalStore(onInstallPromptChange, installPromptAvailable, () => false);
  const facts = useMemo(() => {
    const { userAgent, maxTouchPoints = 0 } = currentAgent(win.navigator);
    return { ...readLaunchFlags(win), userAgent, maxTouchPoints };
  }, [win]);
  return installOffer({ ...facts, promptAvailable });
}
