import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPnlRow } from '@playdeck/api';
import { Stack } from '@playdeck/ui/layout';
import { chosenToEpoch, DateRangePicker, type DataTableColumn } from '@playdeck/ui/patterns';
import { defaultChoice, REPORT_MAX_DAYS } from '../range/report-range';
import { reportMoney } from '../shared/report-money';
import { TeamReport } from '../shared/team-report';
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

  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_agent_team_pnl')} data-testid="team-pnl">
      <DateRangePicker defaultPreset={choice.preset} maxSpanDays={REPORT_MAX_DAYS} onChange={setChoice} data-testid="team-pnl-range" />
      <TeamReport
        query={query}
        testId="team-pnl"
        totalsTestId="team-pnl-total"
        totals={({ total }) => ({
          heading: t('agent_reports_total', { count: total.members }),
          items: [
            { id: 'bets', label: t('agent_reports_bets'), value: money(total.bets) },
            { id: 'wins', label: t('agent_reports_wins'), value: money(total.wins) },
            { id: 'bonuses', label: t('agent_reports_bonuses'), value: money(total.bonuses) },
            { id: 'net', label: t('agent_reports_net'), value: money(total.net), emphasis: true },
          ],
        })}
        columns={columns}
        rowKey={(row) => row.username}
        captionKey="agent_reports_pnl_caption"
        emptyKey="agent_reports_pnl_empty"
      />
    </Stack>
  );
}
