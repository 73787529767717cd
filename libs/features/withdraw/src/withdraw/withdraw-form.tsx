import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, minorToWire, type BankCard, type Withdrawal, type WithdrawSettings } from '@playdeck/api';
import { ApiError, invalidateCall } from '@playdeck/api/client';
import {
  AmountField,
  fieldsOfCodes,
  formatMinor,
  FormError,
  KitForm,
  required,
  SelectField,
  SubmitButton,
  text,
  useKitForm,
  useKitSubmit,
} from '@playdeck/form-kit';
import { Button } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { amountDecimals, formatMoney } from '@playdeck/site-data';
import { lockedUntilOf, paymentPasswordMessage, paymentPasswordText } from '../shared/payment-password-rules';
import { largestWithdrawal, withdrawAmount, withdrawLimits } from './withdraw-amount';
import * as styles from './withdraw.css';
import { PaymentPasswordField } from '../shared/payment-password-field';

interface WithdrawValues {
  bankCardId: string;
  amount: string;
  paymentPassword: string;
}
type Field = keyof WithdrawValues;
const FIELDS: Field[] = ['bankCardId', 'amount', 'paymentPassword'];

const FIELD_OF_CODE = fieldsOfCodes(contract.withdraw.request, {
  'withdraw.amount.below.min': 'amount',
  'withdraw.amount.above.max': 'amount',
  'balance.insufficient': 'amount',
  'payment.password.wrong': 'paymentPassword',
  'payment.password.locked': 'paymentPassword',
  'bankcard.not.found': 'bankCardId',
});

/** Refusals after which the settings or the cards on screen are out of date. */
const STALE_SETTINGS = new Set([
  'withdraw.daily.count.exceeded',
  'payment.password.required',
  'payment.password.locked',
  'balance.insufficient',
]);

const schemaFor = (settings: WithdrawSettings) =>
  z.object({
    bankCardId: text([required('withdraw_card_required')]),
    amount: withdrawAmount(withdrawLimits(settings)),
    paymentPassword: paymentPasswordText(),
  });

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  /** Withdrawals are locked (too many wrong payment passwords): every field is disabled. */
  locked: boolean;
  /** The platform locked withdrawals in answer to this request, until then. */
  onLocked: (lockedUntil: number) => void;
  onDone: (withdrawal: Withdrawal) => void;
}

/**
 * Card, amount (integer minor units, within min, max and the withdrawable balance) and payment password.
 * The request (encrypted) carries an id that stays the same when it is sent again after no answer, so the
 * platform holds the money once; the button is busy while it is out.
 */
export function WithdrawForm({ settings, cards, locked, onLocked, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = withdrawLimits(settings);
  const form = useKitForm<WithdrawValues, z.output<ReturnType<typeof schemaFor>>>({
    schema: schemaFor(settings),
    defaultValues: { bankCardId: String(cards[0]?.id ?? ''), amount: '', paymentPassword: '' },
  });
  const usedUp = settings.usedToday >= settings.dailyCount;

  const fillAll = () => {
    form.setValue('amount', formatMinor(largestWithdrawal(limits), amountDecimals.decimals, amountDecimals.shownDecimals));
    form.afterChange('amount');
    form.checkFields(['amount']);
  };

  const { submit } = useKitSubmit(form, contract.withdraw.request, {
    body: (values) => ({
      bankCardId: Number(values.bankCardId),
      amount: minorToWire(values.amount),
      paymentPassword: values.paymentPassword,
    }),
    // The held amount leaves the balance the header shows, the settings and the history.
    invalidates: [contract.wallet.balance, contract.withdraw.settings, contract.withdraw.history],
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    messageFor: (refusal) => paymentPasswordMessage(refusal),
    onRefused: (error) => {
      if (error instanceof ApiError && STALE_SETTINGS.has(error.errorCode)) void invalidateCall(queryClient, contract.withdraw.settings);
      if (error instanceof ApiError && error.errorCode === 'bankcard.not.found') void invalidateCall(queryClient, contract.bankCard.list);
      // A lock with its end is said once, above the disabled form.
      const lockedUntil = lockedUntilOf(error);
      if (lockedUntil === null) return false;
      onLocked(lockedUntil);
      return true;
    },
    onDone,
  });
  const send = (values: z.output<ReturnType<typeof schemaFor>>) => (locked || usedUp ? undefined : submit(values));

  return (
    <KitForm form={form} onValid={send} data-testid="withdraw-form">
      <fieldset className={styles.fields} disabled={locked}>
        <Stack gap="md">
          <SelectField
            name="bankCardId"
            label={t('withdraw_card')}
            options={cards.map((card) => ({ value: String(card.id), label: `${card.bankName} ${card.maskedNumber} · ${card.payeeName}` }))}
            data-testid="withdraw-card"
          />
          <Stack gap="xs">
            <AmountField
              name="amount"
              label={t('withdraw_amount')}
              hint={t('withdraw_amount_limits', {
                min: formatMoney(limits.min),
                max: formatMoney(limits.max),
              })}
              data-testid="withdraw-amount"
            />
            <Inline justify="spaceBetween" align="center">
              <Text size="sm" tone="muted">
                {t('withdraw_withdrawable', { amount: formatMoney(limits.withdrawable) })}
              </Text>
              <Button size="sm" variant="ghost" onClick={fillAll} data-testid="withdraw-all">
                {t('withdraw_all')}
              </Button>
            </Inline>
          </Stack>
          <PaymentPasswordField />
        </Stack>
      </fieldset>
      {usedUp ? (
        <Text role="alert" tone="danger" data-testid="withdraw-used-up">
          {t('withdraw_daily_used_up', { limit: settings.dailyCount })}
        </Text>
      ) : null}
      <FormError data-testid="withdraw-error" />
      <SubmitButton disabled={locked || usedUp} data-testid="withdraw-submit">
        {t('withdraw_submit')}
      </SubmitButton>
    </KitForm>
  );
}
