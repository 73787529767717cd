import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract, type SecuritySummary } from '@playdeck/api';
import { fieldsOfCodes, type KitFormApi, mapServerError } from '@playdeck/form-kit';
import { paths } from '@playdeck/routes';
import { isSessionEnded } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';
import { storeSecuritySummary } from '../shared/security-summary-query';

const FIELD_OF_CODE = fieldsOfCodes([contract.security.bindMobile, contract.security.bindEmail], {
  'sms.code.error': 'verificationCode',
  'mobile.exists': 'mobileNum',
});

/**
 * Submits a bind once at a time: on success the hub's summary is the answer and the member goes back to the
 * security centre; a refusal shows on its field (a wrong code on the code, a taken number on the number).
 */
export function useBindSubmit<Values extends Record<string, string>>(
  form: KitFormApi<Values, Values>,
  fields: readonly (keyof Values & string)[],
  bind: (values: Values) => Promise<SecuritySummary>,
  savedKey: string,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFormError(null);
    try {
      storeSecuritySummary(queryClient, await bind(values));
      toast.show({ message: t(savedKey), kind: 'success' });
      navigate(paths.securityCenter, { replace: true });
    } catch (error) {
      busy.current = false;
      setPending(false);
      if (isSessionEnded(error)) return;
      const { field, message } = mapServerError(error, { fields: [...fields], fieldOfCode: FIELD_OF_CODE });
      if (field) form.refuse(field as never, message);
      else setFormError(t(message.key, message.params));
    }
  };

  return { submit, pending, formError };
}
