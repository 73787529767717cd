import { useCallback, useEffect, useState } from 'react';
import { openDownload, type Navigation } from '../links/download-links';

/** Spec section 9: the "go to Settings" message stays 4 s before the provisioning page opens. */
export const PROFILE_SETTINGS_MESSAGE_MS = 4000;

/** idle → (tap) awaiting-return → (page visible or focused again) settings-message → (4 s) provisioning page. */
export type ProfileInstallPhase = 'idle' | 'awaiting-return' | 'settings-message';

export interface ProfileInstallOptions {
  profileUrl: string;
  /** Where to go once the visitor is back from the profile prompt; none means stay. */
  provisionUrl?: string | null;
  navigation?: Navigation;
}

/**
 * The iOS configuration-profile download: iOS shows its own prompt over the page, so the page only knows
 * the visitor has answered it when it becomes visible or focused again.
 */
export function useProfileInstall({ profileUrl, provisionUrl, navigation = window }: ProfileInstallOptions) {
  const [phase, setPhase] = useState<ProfileInstallPhase>('idle');

  const start = useCallback(() => {
    openDownload(profileUrl, navigation);
    setPhase('awaiting-return');
  }, [profileUrl, navigation]);

  useEffect(() => {
    if (phase !== 'awaiting-return') return;
    const returned = () => {
      if (document.visibilityState !== 'hidden') setPhase('settings-message');
    };
    window.addEventListener('focus', returned);
    document.addEventListener('visibilitychange', returned);
    return () => {
      window.removeEventListener('focus', returned);
      document.removeEventListener('visibilitychange', returned);
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'settings-message') return;
    const timer = setTimeout(() => {
      setPhase('idle');
      if (provisionUrl) navigation.location.assign(provisionUrl);
    }, PROFILE_SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [phase, provisionUrl, navigation]);

  return { phase, start };
}
