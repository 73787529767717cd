import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantWallets } from '@playdeck/site-data';
import { Stack, Text } from '@playdeck/ui/layout';
import { useRecordPages, useTeamRecordPages } from '../api/record-pages-query';
import { rangeToEpoch } from '../filters/record-filters';
import { useRecordFilters } from '../filters/use-record-filters';
import { RecordExport } from './record-export';
import { RecordRangeFilter } from './record-range-filter';
import { RecordResults } from './record-results';
import { RecordTeamFilter } from './record-team-filter';
import { RecordTypeFilter } from './record-type-filter';

/** The presets shorter than 30 days; a custom range may already be longer, so it gets the hint alone. */
const WIDENS_TO_30_DAYS = new Set(['today', 'last7Days']);

/**
 * /m/transaction/record: the member's movements by type and range of local days, with totals per type.
 * The agent form (?types=A) is the agent's own records under its own title, or its downline's (all of it
 * or one member's) with the team filter.
 */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const { filters, agentForm, teamRecords, teamFilter, setType, setRange, setTeamFilter } = useRecordFilters();
  const range = rangeToEpoch(filters.range, new Date());
  const own = useRecordPages({ type: filters.type, ...range }, !teamFilter.team);
  const team = useTeamRecordPages({ type: filters.type, ...range, member: teamFilter.member }, teamFilter.team);
  const query = teamFilter.team ? team : own;
  const merchant = useMerchantWallets().data;
  const walletNames = useMemo(() => new Map((merchant?.wallets ?? []).map((wallet) => [wallet.code, wallet.name])), [merchant]);
  const title = agentForm ? t('records_agent_title') : t('route_transaction_record');

  return (
    <Stack as="section" gap="md" padding="lg" aria-label={title} data-testid={agentForm ? 'records-agent' : 'records-member'}>
      {agentForm ? (
        <Text as="h2" weight="bold" data-testid="records-title">
          {title}
        </Text>
      ) : null}
      {agentForm && teamRecords ? <RecordTeamFilter value={teamFilter} onChange={setTeamFilter} /> : null}
      <RecordRangeFilter range={filters.range} onChange={setRange} />
      <RecordTypeFilter value={filters.type} onChange={setType} />
      {teamFilter.team ? null : <RecordExport request={{ type: filters.type, ...range }} walletNames={walletNames} />}
      <RecordResults
        query={query}
        walletNames={walletNames}
        onWiden={WIDENS_TO_30_DAYS.has(filters.range.preset) ? () => setRange({ preset: 'last30Days' }) : undefined}
      />
    </Stack>
  );
}
