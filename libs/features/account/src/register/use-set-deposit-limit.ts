import { useTranslation } from 'react-i18next';
import { contract, type BodyOf } from '@playdeck/api';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { useToast } from '@playdeck/ui';

/**
 * Sets the deposit limit typed at registration, once the new member is signed in (the register call's body is
 * upstream's and carries none). A failure does not undo the registration: the member is told, and the deposit
 * screen takes no deposit until a limit exists.
 */
export function useSetDepositLimit(): (body: BodyOf<typeof contract.responsibleGaming.setLimits> | null) => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  const setLimits = useCallMutation(contract.responsibleGaming.setLimits, { invalidates: [contract.responsibleGaming.limits] });
  return async (body) => {
    try {
      if (!body) throw new Error('the deposit limit was checked before registering');
      await setLimits.send({ body });
    } catch {
      toast.show({ message: t('register_deposit_limit_failed'), kind: 'error' });
    }
  };
}
