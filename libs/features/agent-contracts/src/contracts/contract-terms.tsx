import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@playdeck/api';
import { DataTable } from '@playdeck/ui/patterns';
import { Stack, Text } from '@playdeck/ui/layout';
import { formatMoney, percentOf } from '../shared/format';

/** A contract's tiers: from what turnover (or how many active members) which salary or share applies. */
export function ContractTerms({ contract, testId }: { contract: AgentContract; testId: string }) {
  const { t } = useTranslation();
  const minText = (min: number) => (contract.basis === 'TURNOVER' ? formatMoney(min) : String(min));
  const valueText = (value: number) => (contract.kind === 'DIVIDEND' ? `${percentOf(value)}%` : formatMoney(value));
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="sm" tone="muted">
        {t(`agc_basis_${contract.basis}`)}
      </Text>
      <DataTable
        caption={t(`agc_basis_${contract.basis}`)}
        rows={contract.tiers}
        rowKey={(tier) => tier.min}
        layout="table"
        columns={[
          { id: 'min', header: t(`agc_tier_min_${contract.basis}`), cell: (tier) => minText(tier.min) },
          { id: 'value', header: t(`agc_tier_value_${contract.kind}`), align: 'end', cell: (tier) => valueText(tier.value) },
        ]}
      />
    </Stack>
  );
}
