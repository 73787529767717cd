import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@playdeck/screen-kit';
import { Card, Stack, Text, TitledCard } from '@playdeck/ui/layout';
import { rgLimitsQuery } from './rg-limits-query';
import { RgLimitsForm } from './rg-limits-form';

/** The form starts again from what the platform answered, so its amounts are the limits in force. */
const formKey = (limits: readonly { amount: number | null; pending: unknown }[]) =>
  JSON.stringify(limits.map((limit) => [limit.amount, limit.pending]));

/**
 * /m/securityCenter?rg=limits: the member's deposit and loss limits (daily, weekly, monthly), each with what it
 * has counted and what is left, and a raise or removal waiting for its 24-hour cooling-off. After a save it
 * says which changes applied at once and which wait, until when.
 */
export default function RgLimitsScreen() {
  const { t } = useTranslation();
  const limits = useQuery(rgLimitsQuery());
  const [outcomes, setOutcomes] = useState<string[]>([]);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('security_rg_limits_title')}>
      {outcomes.length > 0 ? (
        <Card gap="sm" role="status" data-testid="rg-limits-saved">
          <Text weight="bold">{t('security_rg_limits_saved')}</Text>
          {outcomes.map((outcome) => (
            <Text key={outcome} size="sm">
              {outcome}
            </Text>
          ))}
        </Card>
      ) : null}
      <QueryState query={limits} testId="rg-limits" titleKey="security_load_failed" skeletonRows={6}>
        {(data) => (
          <TitledCard heading={t('security_rg_limits_title')} intro={t('security_rg_limits_intro')}>
            <RgLimitsForm key={formKey(data.limits)} limits={data.limits} onSaved={setOutcomes} />
          </TitledCard>
        )}
      </QueryState>
    </Stack>
  );
}
