import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, wireToMinor, type ValueOf } from '@playdeck/api';
import { FormTextField, KitForm, matches, required, text, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';
import { formatMoney } from '@playdeck/site-data';
import { refreshAfterBonus } from '../shared/reward-queries';

const schema = z.object({
  code: text([required('rewards_code_required'), matches(/^[A-Za-z0-9_-]{1,32}$/, 'rewards_code_format')]),
});
type Redeemed = ValueOf<typeof contract.rewards.redeem>;

/**
 * A promo code (any case) redeemed for a bonus in the MAIN wallet; the request is encrypted and carries an id
 * kept across a retry after no answer. A wrong or used code is said on the field.
 */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useKitForm({ schema, defaultValues: { code: '' } });
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  const { submit } = useKitSubmit(form, contract.rewards.redeem, {
    body: ({ code }) => ({ code }),
    fields: ['code'],
    formRefusals: 'toast',
    onDone: (answer) => {
      setRedeemed(answer);
      form.reset({ code: '' });
      toast.show({ message: redeemedText(answer), kind: 'success' });
      return refreshAfterBonus(queryClient);
    },
  });
  const redeemedText = (answer: Redeemed) =>
    t('rewards_code_redeemed', { code: answer.code, amount: formatMoney(wireToMinor(answer.amount)) });

  return (
    <Card gap="md">
      <Text size="sm">{t('rewards_code_intro')}</Text>
      <KitForm form={form} onValid={submit} data-testid="promo-code-form">
        <FormTextField name="code" label={t('rewards_code')} autoComplete="off" autoCapitalize="characters" />
        <SubmitButton data-testid="promo-code-submit">{t('rewards_code_submit')}</SubmitButton>
      </KitForm>
      {redeemed ? (
        <Text role="status" tone="primary" data-testid="promo-code-result">
          {redeemedText(redeemed)}
        </Text>
      ) : null}
    </Card>
  );
}
