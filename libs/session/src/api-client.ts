import { brand } from '@playdeck/brand';
import { createApiClient } from '@playdeck/api/client';
import { i18n, loadTexts } from '@playdeck/i18n';
import { clientDevice } from './client-device';
import { clearLocalSession, isLoggingOut } from './local-session';
import { apiRetryPauses } from './retry-pauses';
import { useSessionNotice } from './session-notice';
import { useSessionStore } from './session-store';

/**
 * The app's one API client: the brand's origin and merchant (the trial merchant during a trial session),
 * the session token, the current language and the `Device` of how the site was opened. When the platform says the session is over (a login
 * elsewhere, an expired or revoked token) the session is cleared and the shell says so.
 */
export const apiClient = createApiClient({
  brand,
  token: () => useSessionStore.getState().session?.token,
  merchantCode: () => useSessionStore.getState().session?.merchantCode ?? brand.merchantCode,
  language: () => i18n.language,
  device: clientDevice(),
  retryDelaysMs: apiRetryPauses,
  beforeRefusal: () => loadTexts('refusals'),
  onSessionEnded: () => {
    if (!useSessionStore.getState().session || isLoggingOut()) return;
    clearLocalSession();
    useSessionNotice.getState().show('error_logged_out', { offerLogin: true });
  },
});
