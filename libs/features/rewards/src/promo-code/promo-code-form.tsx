import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contract, wireToMinor, type ValueOf } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { FormTextField, KitForm, mapServerError, matches, required, text, useKitForm, useRequestId } from '@playdeck/form-kit';
import { apiClient, isSessionEnded } from '@playdeck/session/api';
import { Button, useToast } from '@playdeck/ui';
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
  const requestId = useRequestId();
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  const send = async ({ code }: z.output<typeof schema>) => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      const answer = await apiClient.call(contract.rewards.redeem, { body: { requestId: requestId.current(), code } });
      requestId.settle();
      setRedeemed(answer);
      form.reset({ code: '' });
      toast.show({ message: redeemedText(answer), kind: 'success' });
      await refreshAfterBonus(queryClient);
    } catch (error) {
      if (error instanceof ApiError) requestId.settle();
      if (isSessionEnded(error)) return;
      const { field, message } = mapServerError(error, { fields: ['code'] });
      if (field) form.refuse(field, message);
      else toast.show({ message: t(message.key, message.params), kind: 'error' });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };
  const redeemedText = (answer: Redeemed) =>
    t('rewards_code_redeemed', { code: answer.code, amount: formatMoney(wireToMinor(answer.amount)) });

  return (
    <Card gap="md">
      <Text size="sm">{t('rewards_code_intro')}</Text>
      <KitForm form={form} onValid={send} data-testid="promo-code-form">
        <FormTextField name="code" label={t('rewards_code')} autoComplete="off" autoCapitalize="characters" />
        <Button type="submit" block loading={pending} data-testid="promo-code-submit">
          {t('rewards_code_submit')}
        </Button>
      </KitForm>
      {redeemed ? (
        <Text role="status" tone="primary" data-testid="promo-code-result">
          {redeemedText(redeemed)}
        </Text>
      ) : null}
    </Card>
  );
}
