import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, MAIN_WALLET, minorToWire } from '@playdeck/api';
import { ApiNetworkError } from '@playdeck/api/client';
import { amount, AmountField, fieldsOfCodes, formatMinor, KitForm, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { amountDecimals, formatMoney } from '@playdeck/site-data';
import { Button, useToast } from '@playdeck/ui';
import { Card, Inline, Text } from '@playdeck/ui/layout';
import type { WalletLine, WalletLines } from '../wallet/wallet-lines';
import { transferred, useTransferBusy } from './use-wallet-transfer';
import { WalletPicker } from './wallet-picker';

const transferSchema = (max: number) => z.object({ amount: amount({ ...amountDecimals, min: 1, max }) });

/** Where money may go from `from`: main to a game wallet, a game wallet back to main. */
export function destinations(from: string, lines: WalletLines): WalletLine[] {
  return from === lines.main.code ? lines.games : [lines.main];
}

/** Moves any amount between the main wallet and a game wallet; the amount is checked against the source's balance. */
export function TransferForm({ lines }: { lines: WalletLines }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const busy = useTransferBusy();
  const all = [lines.main, ...lines.games];
  const [from, setFrom] = useState(lines.main.code);
  const [to, setTo] = useState(lines.games[0]?.code ?? MAIN_WALLET);
  const source = all.find((line) => line.code === from) ?? lines.main;
  const schema = useMemo(() => transferSchema(source.balance), [source.balance]);
  const form = useKitForm({ schema, defaultValues: { amount: '' } });

  const chooseFrom = (code: string) => {
    setFrom(code);
    const allowed = destinations(code, lines);
    if (!allowed.some((line) => line.code === to)) setTo(allowed[0]!.code);
    if (form.getValues('amount') !== '') form.afterChange('amount');
  };

  const fillAll = () => {
    form.setValue('amount', formatMinor(source.balance, amountDecimals.decimals, amountDecimals.shownDecimals));
    form.afterChange('amount');
  };

  const { submit } = useKitSubmit(form, contract.wallet.transfer, {
    body: ({ amount: minor }) => ({ fromWallet: from, toWallet: to, amount: minorToWire(minor) }),
    fields: ['amount'],
    fieldOfCode: fieldsOfCodes(contract.wallet.transfer, { 'balance.insufficient': 'amount' }),
    formRefusals: 'toast',
    onRefused: (error) => {
      if (!(error instanceof ApiNetworkError)) return false;
      // The transfer id is kept: the retry is the same transfer.
      toast.show({ message: t('transfer_retry_kept'), kind: 'error' });
      return true;
    },
    onDone: (wallet) => {
      transferred(queryClient, wallet);
      form.reset({ amount: '' });
      toast.show({ message: t('transfer_done'), kind: 'success' });
    },
  });

  return (
    <Card gap="md" as="section" aria-labelledby="transfer-form-title" data-testid="transfer-form-card">
      <Text as="h2" size="md" weight="bold" id="transfer-form-title">
        {t('transfer_form_title')}
      </Text>
      <KitForm form={form} onValid={submit} data-testid="transfer-form">
        <Inline gap="md" nowrap align="end">
          <WalletPicker
            label={t('transfer_from')}
            wallets={all}
            value={from}
            onChange={chooseFrom}
            disabled={busy}
            testId="transfer-from"
          />
          <WalletPicker
            label={t('transfer_to')}
            wallets={destinations(from, lines)}
            value={to}
            onChange={setTo}
            disabled={busy}
            testId="transfer-to"
          />
        </Inline>
        <AmountField
          name="amount"
          label={t('transfer_amount')}
          hint={t('transfer_amount_hint', { max: formatMoney(source.balance) })}
          data-testid="transfer-amount"
        />
        <Inline gap="sm" nowrap>
          <Button type="button" variant="ghost" onClick={fillAll} disabled={busy} data-testid="transfer-all-amount">
            {t('transfer_all_amount')}
          </Button>
          <SubmitButton disabled={busy} data-testid="transfer-submit">
            {form.busy ? t('transfer_sending') : t('transfer_submit')}
          </SubmitButton>
        </Inline>
      </KitForm>
    </Card>
  );
}
