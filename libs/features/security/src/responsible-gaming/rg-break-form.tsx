import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract, RG_BREAK_DURATIONS } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import {
  fieldsOfCodes,
  FormError,
  FormPasswordField,
  KitForm,
  required,
  SelectField,
  SubmitButton,
  text,
  useKitForm,
  useKitSubmit,
} from '@playdeck/form-kit';
import { formatDateTime } from '@playdeck/i18n';
import { paths } from '@playdeck/routes';
import { logout } from '@playdeck/session';
import { useToast } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { breakControl, useOffersControl } from './offered-controls';

interface Values {
  duration: string;
  loginPassword: string;
}

const schema = z.object({
  duration: text([required('security_rg_break_duration_required')]),
  loginPassword: text([required('security_login_password_required')], { trim: false }),
});
type Output = z.output<typeof schema>;

const FIELD_OF_CODE = fieldsOfCodes(contract.responsibleGaming.takeBreak, { 'user.or.password.wrong': 'loginPassword' });
/** Long enough to read the end date on the login screen. */
export const BREAK_TAKEN_NOTICE_MS = 10_000;

/** A break in force already: the platform names when it ends (a member cannot shorten one). */
function breakInForce(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || (error.errorCode !== 'rg.time.out' && error.errorCode !== 'rg.self.excluded')) return undefined;
  return error.value?.endsAt;
}

/**
 * A time-out or self-exclusion, confirmed with the login password. The platform ends every session of the member,
 * this one included: the device forgets it and the login screen says when the break ends.
 */
export function RgBreakForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useKitForm<Values, Output>({ schema, defaultValues: { duration: '', loginPassword: '' } });
  const offers = useOffersControl();
  const options = RG_BREAK_DURATIONS.filter((duration) => offers(breakControl(duration))).map((duration) => ({
    value: duration,
    label: t(`security_rg_break_${duration}`),
  }));

  const { submit } = useKitSubmit(form, contract.responsibleGaming.takeBreak, {
    body: (values) => ({ duration: values.duration as (typeof RG_BREAK_DURATIONS)[number], loginPassword: values.loginPassword }),
    fields: ['duration', 'loginPassword'],
    fieldOfCode: FIELD_OF_CODE,
    onRefused: (error) => {
      const endsAt = breakInForce(error);
      if (endsAt === undefined) return false;
      form.setFormError({ key: 'security_rg_break_in_force', params: { date: formatDateTime(endsAt) } });
      return true;
    },
    onDone: async ({ kind, endsAt }) => {
      await logout();
      const key = kind === 'SELF_EXCLUSION' ? 'security_rg_self_excluded_taken' : 'security_rg_time_out_taken';
      toast.show({ message: t(key, { date: formatDateTime(endsAt) }), kind: 'success', duration: BREAK_TAKEN_NOTICE_MS });
      navigate(paths.login, { replace: true });
    },
    busyWhenDone: true,
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="rg-break-form">
      <SelectField
        name="duration"
        label={t('security_rg_break_duration')}
        options={options}
        placeholder={t('security_rg_break_duration_placeholder')}
        data-testid="rg-break-duration"
      />
      <Text size="sm" tone="danger" data-testid="rg-break-warning">
        {t('security_rg_break_warning')}
      </Text>
      <FormPasswordField
        name="loginPassword"
        label={t('security_login_password')}
        hint={t('security_rg_break_password_hint')}
        autoComplete="current-password"
      />
      <FormError data-testid="rg-break-error" />
      <SubmitButton data-testid="rg-break-submit">{t('security_rg_break_submit')}</SubmitButton>
    </KitForm>
  );
}
