import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { beginTrialSession, HOME_PATH, loginDeviceId, trialDeviceKey } from '@playdeck/session';
import { useToast } from '@playdeck/ui';

/** Spec section 9: the free-trial loading message stays up to 9999 s (until the answer). */
export const TRIAL_LOADING_MS = 9_999_000;

/** The refusal of a device whose trial account plays elsewhere: a new trial account (trialuser) is the way on. */
export const TRIAL_DEVICE_IN_USE = 'trial.device.in.use';

export interface StartTrialOptions {
  /**
   * A new trial account (`POST /wps/member/trialuser`) instead of the device's own (freeplay login): for a
   * player whose device's trial plays elsewhere. The device stays bound to its first account.
   */
  newAccount?: boolean;
}

/**
 * Starts free play: the device's trial account (freeplay login reuses it, so a returning visitor keeps
 * their free-play balance), or a new one when asked, stored as a trial session, then home. A failure is
 * shown in a toast and kept in `failure` (its translated message) and `failureCode` for the page, which
 * outlives the toast.
 */
export function useStartTrial() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const freeplay = useCallMutation(contract.session.freeplayLogin);
  const trialUser = useCallMutation(contract.session.trialUser);
  const starting = freeplay.pending || trialUser.pending;
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);

  const start = useCallback(
    async ({ newAccount = false }: StartTrialOptions = {}): Promise<void> => {
      if (starting) return;
      setFailure(null);
      setFailureCode(null);
      const loading = toast.show({ message: t('trial_starting'), kind: 'loading', duration: TRIAL_LOADING_MS });
      try {
        const body = { loginDeviceId: loginDeviceId(), deviceKey: trialDeviceKey() };
        const answer = newAccount ? await trialUser.send({ body }) : await freeplay.send({ body });
        toast.hide(loading);
        if (answer === undefined) return;
        beginTrialSession(answer);
        navigate(HOME_PATH, { replace: true });
      } catch (error) {
        toast.hide(loading);
        const { key, params } = describeError(error);
        const message = t(key, params);
        toast.show({ message, kind: 'error' });
        setFailure(message);
        setFailureCode(error instanceof ApiError ? error.errorCode : null);
      }
    },
    [freeplay, navigate, starting, t, toast, trialUser],
  );

  return { start, starting, failure, failureCode };
}
