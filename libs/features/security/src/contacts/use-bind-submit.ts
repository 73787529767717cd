import { useQueryClient } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { fieldsOfCodes, type KitFormApi, useKitSubmit } from '@playdeck/form-kit';
import { paths } from '@playdeck/routes';
import { useToast } from '@playdeck/ui';
import { storeSecuritySummary } from '../shared/security-summary-query';

const FIELD_OF_CODE = fieldsOfCodes([contract.security.bindMobile, contract.security.bindEmail], {
  'sms.code.error': 'verificationCode',
  'mobile.exists': 'mobileNum',
});

type BindCall = typeof contract.security.bindMobile | typeof contract.security.bindEmail;

/**
 * Submits a bind once at a time: on success the hub's summary is the answer and the member goes back to the
 * security centre; a refusal shows on its field (a wrong code on the code, a taken number on the number).
 */
export function useBindSubmit<Values extends Record<string, string>>(
  form: KitFormApi<Values, Values>,
  fields: readonly (keyof Values & string)[],
  call: BindCall,
  savedKey: string,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useKitSubmit<BindCall, Values, Values>(form, call, {
    body: (values) => values as never,
    fields: fields as readonly FieldPath<Values>[],
    fieldOfCode: FIELD_OF_CODE,
    onDone: (summary) => {
      storeSecuritySummary(queryClient, summary);
      toast.show({ message: t(savedKey), kind: 'success' });
      navigate(paths.securityCenter, { replace: true });
    },
    busyWhenDone: true,
  });
}
