import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { beginTrialSession, HOME_PATH, loginDeviceId, trialDeviceKey } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';

/** Spec section 9: the free-trial loading message stays up to 9999 s (until the answer). */
export const TRIAL_LOADING_MS = 9_999_000;

/**
 * Starts free play: the device's trial account (freeplay login reuses it, so a returning visitor keeps
 * their free-play balance), stored as a trial session, then home. A failure is shown in a toast and kept in
 * `failure` (its translated message) for the page, which outlives the toast.
 */
export function useStartTrial() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);

  const start = useCallback(async (): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    setFailure(null);
    const loading = toast.show({ message: t('trial_starting'), kind: 'loading', duration: TRIAL_LOADING_MS });
    try {
      const answer = await apiClient.call(contract.session.freeplayLogin, {
        body: { loginDeviceId: loginDeviceId(), deviceKey: trialDeviceKey() },
      });
      beginTrialSession(answer);
      toast.hide(loading);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.hide(loading);
      const { key, params } = describeError(error);
      const message = t(key, params);
      toast.show({ message, kind: 'error' });
      setFailure(message);
    } finally {
      busy.current = false;
      setStarting(false);
    }
  }, [navigate, t, toast]);

  return { start, starting, failure };
}
