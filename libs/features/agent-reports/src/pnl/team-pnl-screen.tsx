import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPnlRow } from '@playdeck/api';
import { EmptyState } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { chosenToEpoch, DataTable, DateRangePicker, KeyValueSummary, type DataTableColumn } from '@playdeck/ui/patterns';
import { defaultChoice, REPORT_MAX_DAYS } from '../range/report-range';
import { reportMoney } from '../shared/report-money';
import { LoadError } from '@playdeck/screen-kit';
import { CardListLoading, LoadMore } from '@playdeck/screen-kit/more-pages';
import { useTeamPnlPages } from './team-pnl-query';

/**
 * /m/agent/team/pnl: bets, wins, bonuses and net of every downline member with activity in a range of
 * local days, and the team's total (the whole range, whatever page is shown). Net is the members' result:
 * wins + bonuses - bets.
 */
export default function TeamPnlScreen() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => defaultChoice(new Date()));
  const query = useTeamPnlPages(chosenToEpoch(choice, new Date()));
  const money = (amount: number) => reportMoney(amount);
  const columns: DataTableColumn<TeamPnlRow>[] = [
    { id: 'username', header: t('agent_reports_member') },
    { id: 'bets', header: t('agent_reports_bets'), align: 'end', cell: (row) => money(row.bets) },
    { id: 'wins', header: t('agent_reports_wins'), align: 'end', cell: (row) => money(row.wins) },
    { id: 'bonuses', header: t('agent_reports_bonuses'), align: 'end', cell: (row) => money(row.bonuses) },
    { id: 'net', header: t('agent_reports_net'), align: 'end', cell: (row) => money(row.net) },
  ];

  const results = () => {
    if (query.isPending) return <CardListLoading testId="team-pnl" />;
    if (query.data === undefined) {
      return (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          testId="team-pnl"
          titleKey="agent_reports_load_failed"
        />
      );
    }
    const total = query.data.pages[0]!.total;
    const members = query.data.pages.flatMap((page) => page.list);
    if (members.length === 0) {
      return <EmptyState data-testid="team-pnl-empty" title={t('agent_reports_pnl_empty')} description={t('agent_reports_range_hint')} />;
    }
    return (
      <Stack gap="md">
        <Card padding="md" gap="sm">
          <Text as="h2" weight="bold">
            {t('agent_reports_total', { count: total.members })}
          </Text>
          <KeyValueSummary
            data-testid="team-pnl-total"
            items={[
              { id: 'bets', label: t('agent_reports_bets'), value: money(total.bets) },
              { id: 'wins', label: t('agent_reports_wins'), value: money(total.wins) },
              { id: 'bonuses', label: t('agent_reports_bonuses'), value: money(total.bonuses) },
              { id: 'net', label: t('agent_reports_net'), value: money(total.net), emphasis: true },
            ]}
          />
        </Card>
        <DataTable
          caption={t('agent_reports_pnl_caption')}
          columns={columns}
          rows={members}
          rowKey={(row) => row.username}
          layout="cards"
          data-testid="team-pnl-list"
        />
        <LoadMore
          query={query}
          testId="team-pnl"
          moreKey="agent_reports_load_more"
          failedKey="agent_reports_more_failed"
          endKey="agent_reports_all_shown"
        />
      </Stack>
    );
  };

  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_agent_team_pnl')} data-testid="team-pnl">
      <DateRangePicker defaultPreset={choice.preset} maxSpanDays={REPORT_MAX_DAYS} onChange={setChoice} data-testid="team-pnl-range" />
      {results()}
    </Stack>
  );
}
