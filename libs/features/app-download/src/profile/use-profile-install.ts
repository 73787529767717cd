import { useCallback, useEffect, useState } from 'react';
import { useRefusedUrlNotice } from '@playdeck/ui';
import { goToPage, openDownload, type Navigation } from '@playdeck/site-data';

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
 * the visitor has answered it when it becomes visible or focused again. Both links pass the URL guard
 * first; a refused one is not opened and the visitor is told.
 */
export function useProfileInstall({ profileUrl, provisionUrl, navigation = window }: ProfileInstallOptions) {
  const [phase, setPhase] = useState<ProfileInstallPhase>('idle');
  const refusedUrl = useRefusedUrlNotice();

  const start = useCallback(() => {
    if (openDownload(profileUrl, navigation)) setPhase('awaiting-return');
    else refusedUrl();
  }, [profileUrl, navigation, refusedUrl]);

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
      if (provisionUrl && !goToPage(provisionUrl, navigation)) refusedUrl();
    }, PROFILE_SETTINGS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [phase, provisionUrl, navigation, refusedUrl]);

  return { phase, start };
}
