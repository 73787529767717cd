import { useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, minorToWire, wireToMinor, type Deposit, type DepositChannel } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import {
  amount,
  AmountField,
  type FieldMessage,
  fieldsOfCodes,
  formatMinor,
  KitForm,
  mapServerError,
  parseAmount,
  useKitForm,
  useRequestId,
} from '@playdeck/form-kit';
import { isSessionEnded } from '@playdeck/session/api';
import { Button } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import { useRequestDeposit } from '../data/deposit-queries';
import { amountDecimals } from '@playdeck/site-data';
import { formatWireMoney } from '../money/format-amount';
import { QuickAmounts } from './quick-amounts';

type Values = { amount: string };

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
  const schema = useMemo(() => z.object({ amount: amount(limits) }), [limits]);
  const form = useKitForm<Values, { amount: number }>({ schema, defaultValues: { amount: '' } });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const typedMinor = useMemo(() => {
    const parsed = parseAmount(typed ?? '', amountDecimals);
    return parsed.ok ? parsed.minor : null;
  }, [typed]);

  const requestId = useRequestId();
  const request = useRequestDeposit();
  const sending = useRef(false);
  const unansweredAmount = useRef<number | null>(null);
  const [formError, setFormError] = useState<FieldMessage | null>(null);

  const pick = (minor: number) => {
    form.setValue('amount', formatMinor(minor, amountDecimals.decimals, amountDecimals.shownDecimals), { shouldDirty: true });
    form.afterChange('amount');
    form.checkFields(['amount']);
  };

  const submit = async ({ amount: minor }: { amount: number }) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    // A different amount after an unanswered attempt is a different request.
    if (unansweredAmount.current !== null && unansweredAmount.current !== minor) requestId.settle();
    try {
      const deposit = await request.mutateAsync({ requestId: requestId.current(), channelId: channel.id, amount: minorToWire(minor) });
      requestId.settle();
      unansweredAmount.current = null;
      onPending(deposit);
    } catch (error) {
      if (error instanceof ApiError) {
        requestId.settle();
        unansweredAmount.current = null;
      } else {
        unansweredAmount.current = minor;
      }
      if (!isSessionEnded(error)) {
        const target = mapServerError(error, {
          fields: ['amount'],
          fieldOfCode: fieldsOfCodes(contract.deposit.request, { 'deposit.amount.out.of.range': 'amount' }),
        });
        if (target.field) form.refuse(target.field, target.message);
        else setFormError(target.message);
      }
    } finally {
      sending.current = false;
    }
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
      <QuickAmounts amounts={channel.quickAmounts} selectedMinor={typedMinor} onPick={pick} />
      {formError ? (
        <Text role="alert" tone="danger" size="sm" data-testid="deposit-form-error">
          {t(formError.key, formError.params)}
        </Text>
      ) : null}
      <Button type="submit" block loading={request.isPending} disabled={request.isPending} data-testid="deposit-submit">
        {t('deposit_submit')}
      </Button>
    </KitForm>
  );
}
