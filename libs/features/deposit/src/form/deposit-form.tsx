import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, minorToWire, wireToMinor, type Deposit, type DepositChannel } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import {
  amount,
  AmountField,
  encodeMessage,
  fieldsOfCodes,
  formatMinor,
  KitForm,
  parseAmount,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { amountDecimals, formatMoney } from '@playdeck/site-data';
import { Text } from '@playdeck/ui/layout';
import { useRgLimits } from '../data/deposit-queries';
import { breakRefusal, overLeftMessage, tightestLeft } from '../limits/rg-left';
import { formatWireMoney } from '../money/format-amount';
import { QuickAmounts } from './quick-amounts';

type Values = { amount: string };

const FIELD_OF_CODE = fieldsOfCodes(contract.deposit.request, {
  'deposit.amount.out.of.range': 'amount',
  'rg.deposit.limit': 'amount',
});

/** The channel's amount, and no more than the member's limits leave (the platform checks again). */
function depositSchema(limits: Parameters<typeof amount>[0], left: number | null) {
  return z.object({
    amount: amount(limits).check(
      z.superRefine((minor: number, context) => {
        if (left !== null && minor > left)
          context.addIssue({ code: 'custom', message: encodeMessage(overLeftMessage(left)), input: minor });
      }),
    ),
  });
}

export interface DepositFormProps {
  channel: DepositChannel;
  /** The platform took the request: show the pending deposit. */
  onPending: (deposit: Deposit) => void;
}

/**
 * The amount for one channel, within its minimum and maximum, and the request. The request id stays the
 * same while a request went unanswered (network failure), so a retry cannot make a second deposit.
 */
export function DepositForm({ channel, onPending }: DepositFormProps) {
  const { t } = useTranslation();
  const limits = useMemo(
    () => ({ ...amountDecimals, min: wireToMinor(channel.min), max: wireToMinor(channel.max) }),
    [channel.min, channel.max],
  );
  const rgLimits = useRgLimits();
  const left = rgLimits.data ? tightestLeft(rgLimits.data) : null;
  const schema = useMemo(() => depositSchema(limits, left), [limits, left]);
  const form = useKitForm<Values, { amount: number }>({ schema, defaultValues: { amount: '' } });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const typedMinor = useMemo(() => {
    const parsed = parseAmount(typed ?? '', amountDecimals);
    return parsed.ok ? parsed.minor : null;
  }, [typed]);

  const { submit } = useKitSubmit(form, contract.deposit.request, {
    body: ({ amount: minor }) => ({ channelId: channel.id, amount: minorToWire(minor) }),
    // A different amount after an unanswered attempt is a different request.
    requestKey: (args) => String(args.body.amount),
    fields: ['amount'],
    fieldOfCode: FIELD_OF_CODE,
    messageFor: (error) =>
      error.errorCode === 'rg.deposit.limit' && error.value?.left !== undefined ? overLeftMessage(wireToMinor(error.value.left)) : null,
    onRefused: (error) => {
      // The platform counted more than this screen knew (another device, a request still open): ask again.
      if (error instanceof ApiError && error.errorCode === 'rg.deposit.limit') void rgLimits.refetch();
      const closed = breakRefusal(error);
      if (closed) form.setFormError(closed);
      return closed !== null;
    },
    invalidates: [contract.deposit.history, contract.responsibleGaming.limits],
    onDone: (deposit) => onPending(deposit),
  });

  const pick = (minor: number) => {
    form.setValue('amount', formatMinor(minor, amountDecimals.decimals, amountDecimals.shownDecimals), { shouldDirty: true });
    form.afterChange('amount');
    form.checkFields(['amount']);
  };

  return (
    <KitForm form={form} onValid={submit} data-testid="deposit-form" data-channel={channel.id}>
      <AmountField
        name="amount"
        label={t('deposit_amount')}
        hint={t('deposit_limits', {
          min: formatWireMoney(channel.min),
          max: formatWireMoney(channel.max),
        })}
        data-testid="deposit-amount"
      />
      {left === null ? null : (
        <Text size="sm" tone="muted" data-testid="deposit-rg-left">
          {t('deposit_rg_left', { left: formatMoney(left) })}
        </Text>
      )}
      <QuickAmounts amounts={channel.quickAmounts} selectedMinor={typedMinor} onPick={pick} />
      <FormError size="sm" data-testid="deposit-form-error" />
      <SubmitButton disabled={form.busy} data-testid="deposit-submit">
        {t('deposit_submit')}
      </SubmitButton>
    </KitForm>
  );
}
