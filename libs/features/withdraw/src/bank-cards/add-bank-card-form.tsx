import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract, type BankCards } from '@playdeck/api';
import { apiQueryKey } from '@playdeck/api/client';
import {
  fieldsOfCodes,
  FormTextField,
  KitForm,
  lengthBetween,
  required,
  satisfies,
  SelectField,
  text,
  useKitForm,
  FormError,
  SubmitButton,
  useKitSubmit,
} from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { paymentPasswordMessage, paymentPasswordText } from '../shared/payment-password-rules';
import { cardNumberProblem, stripCardNumber } from './card-number';
import { PaymentPasswordField } from '../shared/payment-password-field';

interface AddCardValues {
  bankCode: string;
  cardNumber: string;
  payeeName: string;
  paymentPassword: string;
}
type Field = keyof AddCardValues;
const FIELDS: Field[] = ['bankCode', 'cardNumber', 'payeeName', 'paymentPassword'];

const FIELD_OF_CODE = fieldsOfCodes(contract.bankCard.add, {
  'bankcard.number.invalid': 'cardNumber',
  'bankcard.duplicate': 'cardNumber',
  'bankcard.payee.mismatch': 'payeeName',
  'payment.password.wrong': 'paymentPassword',
  'payment.password.locked': 'paymentPassword',
});

/** The payee must be the account's real name; with none yet, the name given becomes it. */
function payeeRules(realName: string | null) {
  if (realName === null) return text([required('withdraw_payee_required'), lengthBetween(2, 64, 'withdraw_payee_length')]);
  return text([
    required('withdraw_payee_required'),
    satisfies((value) => (value === realName ? null : { key: 'withdraw_payee_mismatch', params: { name: realName } })),
  ]);
}

const schemaFor = (realName: string | null) =>
  z.object({
    bankCode: text([required('withdraw_bank_required')]),
    cardNumber: text([required('withdraw_card_number_required'), satisfies(cardNumberProblem)]),
    payeeName: payeeRules(realName),
    paymentPassword: paymentPasswordText(),
  });

export interface AddBankCardFormProps {
  cards: BankCards;
  /** The page that sent the member here to add a card (withdraw): back there once it is added. */
  returnTo: string | null;
}

/** Adds a bank card (encrypted body): bank, card number, payee (the account's real name) and payment password. */
export function AddBankCardForm({ cards, returnTo }: AddBankCardFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { realName } = cards;
  const form = useKitForm<AddCardValues, AddCardValues>({
    schema: schemaFor(realName),
    defaultValues: { bankCode: '', cardNumber: '', payeeName: realName ?? '', paymentPassword: '' },
  });
  const { submit } = useKitSubmit(form, contract.bankCard.add, {
    body: (values) => ({ ...values, cardNumber: stripCardNumber(values.cardNumber) }),
    fields: FIELDS,
    fieldOfCode: FIELD_OF_CODE,
    messageFor: (refusal, target) =>
      target === 'payeeName' && realName ? { key: 'withdraw_payee_mismatch', params: { name: realName } } : paymentPasswordMessage(refusal),
    onDone: (answer) => {
      queryClient.setQueryData(apiQueryKey(contract.bankCard.list), answer);
      toast.show({ message: t('withdraw_card_added'), kind: 'success' });
      form.reset({ bankCode: '', cardNumber: '', payeeName: answer.realName ?? '', paymentPassword: '' });
      if (returnTo) navigate(returnTo, { replace: true });
    },
  });

  return (
    <KitForm form={form} onValid={submit} data-testid="add-bank-card-form">
      <SelectField
        name="bankCode"
        label={t('withdraw_bank')}
        placeholder={t('withdraw_bank_choose')}
        options={cards.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
        data-testid="add-card-bank"
      />
      <FormTextField
        name="cardNumber"
        label={t('withdraw_card_number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        hint={t('withdraw_card_number_hint')}
      />
      <FormTextField
        name="payeeName"
        label={t('withdraw_payee')}
        readOnly={realName !== null}
        autoComplete="name"
        hint={t(realName === null ? 'withdraw_payee_sets_real_name' : 'withdraw_payee_is_real_name')}
      />
      <PaymentPasswordField />
      <FormError data-testid="add-card-error" />
      <SubmitButton data-testid="add-card-submit">{t('withdraw_card_add_submit')}</SubmitButton>
    </KitForm>
  );
}
