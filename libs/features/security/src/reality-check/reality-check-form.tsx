import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, RG_REALITY_CHECK_MINUTES, type RgRealityCheck } from '@playdeck/api';
import { FormError, KitForm, SelectField, SubmitButton, useKitForm, useKitSubmit } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';

const OFF = 'off';
const CHOICES = [OFF, ...RG_REALITY_CHECK_MINUTES.map(String)] as const;

interface RealityCheckValues {
  interval: string;
}

const schema = z.object({ interval: z.enum(CHOICES) });

const intervalOf = (choice: string) => (choice === OFF ? null : (Number(choice) as RgRealityCheck['intervalMinutes']));

export interface RealityCheckFormProps {
  intervalMinutes: RgRealityCheck['intervalMinutes'];
  onSaved: () => void;
}

/** Picks the reality-check interval (off, 15, 30 or 60 minutes), kept by the platform for every session. */
export function RealityCheckForm({ intervalMinutes, onSaved }: RealityCheckFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const form = useKitForm<RealityCheckValues, RealityCheckValues>({
    schema,
    defaultValues: { interval: intervalMinutes === null ? OFF : String(intervalMinutes) },
  });
  const options = CHOICES.map((choice) => ({
    value: choice,
    label: choice === OFF ? t('reality_check_off') : t('reality_check_minutes', { count: Number(choice) }),
  }));
  const { submit } = useKitSubmit(form, contract.responsibleGaming.setRealityCheck, {
    body: (values) => ({ intervalMinutes: intervalOf(values.interval) }),
    // The shell's watcher schedules from this answer: it refetches and counts the new interval from sign-in.
    invalidates: [contract.responsibleGaming.realityCheck],
    onDone: () => {
      toast.show({ message: t('reality_check_saved'), kind: 'success' });
      onSaved();
    },
  });
  return (
    <KitForm form={form} onValid={submit} data-testid="reality-check-form">
      <SelectField name="interval" label={t('reality_check_interval_label')} options={options} data-testid="reality-check-interval" />
      <FormError data-testid="reality-check-error" />
      <SubmitButton data-testid="reality-check-submit">{t('reality_check_submit')}</SubmitButton>
    </KitForm>
  );
}
