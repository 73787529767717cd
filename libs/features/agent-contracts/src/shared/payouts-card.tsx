import { useTranslation } from 'react-i18next';
import type { AgentPayout } from '@playdeck/api';
import { formatDate } from '@playdeck/i18n';
import { Text, TitledCard } from '@playdeck/ui/layout';
import { DataTable } from '@playdeck/ui/patterns';
import { formatMoney } from './format';

/** What the platform has paid the agent (rebate or dividend), a row per period. */
export function PayoutsCard({ payouts }: { payouts: AgentPayout[] }) {
  const { t } = useTranslation();
  return (
    <TitledCard heading={t('agc_payouts_title')}>
      <DataTable
        caption={t('agc_payouts_title')}
        rows={payouts}
        rowKey={(row) => row.period}
        empty={<Text tone="muted">{t('agc_payouts_empty')}</Text>}
        columns={[
          { id: 'period', header: t('agc_period'), cell: (row) => row.period },
          { id: 'amount', header: t('agc_amount'), align: 'end', cell: (row) => formatMoney(row.amount) },
          { id: 'paidAt', header: t('agc_paid_at'), align: 'end', cell: (row) => formatDate(row.paidAt) },
        ]}
      />
    </TitledCard>
  );
}
