import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, minorToWire, wireToMinor, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, type RgLimit, type RgLimits } from '@playdeck/api';
import {
  AmountField,
  encodeMessage,
  formatMinor,
  FormError,
  KitForm,
  parseAmount,
  SubmitButton,
  useKitForm,
  useKitSubmit,
} from '@playdeck/form-kit';
import { amountDecimals } from '@playdeck/site-data';
import { Stack, Text } from '@playdeck/ui/layout';
import { LIMIT_CONTROL, useOffersControl } from './offered-controls';
import { rgLimitsQuery } from './rg-limits-query';
import { changeOutcome, limitField, limitStatus, type LimitField } from './rg-limit-texts';

type Values = Record<LimitField, string>;
type Output = Record<LimitField, number | null>;

/** An amount in the brand currency's minor units, or nothing typed: no limit. */
const optionalAmount = z.pipe(
  z.string().check(
    z.superRefine((typed: string, context) => {
      if (typed.trim() === '') return;
      const parsed = parseAmount(typed, { ...amountDecimals, min: 1 });
      if (!parsed.ok) context.addIssue({ code: 'custom', message: encodeMessage(parsed.message), input: typed });
    }),
  ),
  z.transform((typed: string) => {
    if (typed.trim() === '') return null;
    const parsed = parseAmount(typed, amountDecimals);
    return parsed.ok ? parsed.minor : Number.NaN;
  }),
);

const FIELDS = RG_LIMIT_KINDS.flatMap((kind) => RG_LIMIT_PERIODS.map((period) => limitField(kind, period)));
const schema = z.object(Object.fromEntries(FIELDS.map((field) => [field, optionalAmount])) as Record<LimitField, typeof optionalAmount>);

const inForce = (limit: RgLimit) => (limit.amount === null ? null : wireToMinor(limit.amount));
const typedOf = (minor: number | null) => (minor === null ? '' : formatMinor(minor, amountDecimals.decimals, amountDecimals.shownDecimals));

export interface RgLimitsFormProps extends RgLimits {
  /** Saved: what each change did (applied now, or pending until when). */
  onSaved: (outcomes: string[]) => void;
}

/**
 * Every deposit and loss limit as one form: each amount typed in the brand currency, empty for none. Only the
 * limits changed are sent; the platform answers them all as they now stand.
 */
export function RgLimitsForm({ limits, onSaved }: RgLimitsFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offers = useOffersControl();
  const byField = new Map(limits.map((limit) => [limitField(limit.kind, limit.period), limit]));
  const form = useKitForm<Values, Output>({
    schema,
    defaultValues: Object.fromEntries(limits.map((limit) => [limitField(limit.kind, limit.period), typedOf(inForce(limit))])) as Values,
  });

  const changes = (values: Output) =>
    [...byField].filter(([field, limit]) => values[field] !== inForce(limit)).map(([field, limit]) => ({ limit, amount: values[field] }));

  const { submit } = useKitSubmit(form, contract.responsibleGaming.setLimits, {
    body: (values) => ({
      limits: changes(values).map(({ limit, amount }) => ({
        kind: limit.kind,
        period: limit.period,
        amount: amount === null ? null : minorToWire(amount),
      })),
    }),
    fields: FIELDS,
    onDone: (answer, values) => {
      const sent = changes(values);
      queryClient.setQueryData(rgLimitsQuery().queryKey, answer);
      onSaved(
        sent.map(({ limit, amount }) => {
          const now = answer.limits.find((entry) => entry.kind === limit.kind && entry.period === limit.period) ?? limit;
          return changeOutcome(now, amount, t);
        }),
      );
    },
  });

  const save = (values: Output) => {
    if (changes(values).length === 0) {
      form.setFormError({ key: 'security_rg_nothing_changed' });
      return Promise.resolve();
    }
    return submit(values);
  };

  return (
    <KitForm form={form} onValid={save} data-testid="rg-limits-form">
      {RG_LIMIT_KINDS.filter((kind) => offers(LIMIT_CONTROL[kind])).map((kind) => (
        <Stack key={kind} gap="md">
          <Text as="h3" size="md" weight="bold">
            {t(`security_rg_kind_${kind}`)}
          </Text>
          {RG_LIMIT_PERIODS.map((period) => {
            const field = limitField(kind, period);
            const limit = byField.get(field);
            return (
              <AmountField
                key={field}
                name={field}
                label={t(`security_rg_period_${period}`)}
                hint={limit ? limitStatus(limit, t).join(' · ') : undefined}
                data-testid={`rg-limit-${field}`}
              />
            );
          })}
        </Stack>
      ))}
      <FormError data-testid="rg-limits-error" />
      <SubmitButton data-testid="rg-limits-submit">{t('security_rg_limits_submit')}</SubmitButton>
    </KitForm>
  );
}
